/**
 * What every bound field shares: its props without the ones the form owns, and the hook that
 * connects it to the surrounding react-hook-form and translates its error key.
 */
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from './use-field-error';

export type Bound<T extends FieldValues, P> = Omit<
  P,
  'value' | 'defaultValue' | 'onChange' | 'error' | 'name'
> & {
  name: Path<T>;
  /** Runs after the form's own change handling. */
  onValueChange?: (value: unknown) => void;
};

export const useBoundField = <T extends FieldValues>(name: Path<T>, label: unknown) => {
  const { control } = useFormContext<T>();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const fieldError = useFieldError();
  // The ref apart from the rest: the compiler treats whatever reaches a `ref` prop as a ref.
  return { ref, field, error: fieldError(fieldState.error, typeof label === 'string' ? label : undefined) };
};

/** A form value as an input's text. */
export const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
