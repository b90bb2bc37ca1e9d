/**
 * Mantine inputs bound to the surrounding react-hook-form (`FormProvider`): each takes the field's
 * `name`, shows its value and translates its error key. Limits come from the form's schema.
 */
import {
  Checkbox,
  NumberInput,
  PasswordInput,
  Select,
  TagsInput,
  Textarea,
  TextInput,
  type CheckboxProps,
  type NumberInputProps,
  type PasswordInputProps,
  type SelectProps,
  type TagsInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from './use-field-error';

type Bound<T extends FieldValues, P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'error' | 'name'> & {
  name: Path<T>;
  /** Runs after the form's own change handling. */
  onValueChange?: (value: unknown) => void;
};

const useBoundField = <T extends FieldValues>(name: Path<T>, label: unknown) => {
  const { control } = useFormContext<T>();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const fieldError = useFieldError();
  // The ref apart from the rest: the compiler treats whatever reaches a `ref` prop as a ref.
  return { ref, field, error: fieldError(fieldState.error, typeof label === 'string' ? label : undefined) };
};

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export const TextField = <T extends FieldValues>({
  name,
  onValueChange,
  ...props
}: Bound<T, TextInputProps>) => {
  const { ref, field, error } = useBoundField<T>(name, props.label);
  return (
    <TextInput
      {...props}
      ref={ref}
      name={field.name}
      value={text(field.value)}
      onChange={(event) => {
        field.onChange(event.currentTarget.value);
        onValueChange?.(event.currentTarget.value);
      }}
      onBlur={field.onBlur}
      error={error}
    />
  );
};

export const PasswordField = <T extends FieldValues>({ name, ...props }: Bound<T, PasswordInputProps>) => {
  const { ref, field, error } = useBoundField<T>(name, props.label);
  return (
    <PasswordInput
      {...props}
      ref={ref}
      name={field.name}
      value={text(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
};

export const TextareaField = <T extends FieldValues>({ name, ...props }: Bound<T, TextareaProps>) => {
  const { ref, field, error } = useBoundField<T>(name, props.label);
  return (
    <Textarea
      {...props}
      ref={ref}
      name={field.name}
      value={text(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
    />
  );
};

/** An amount in German notation: comma decimals, dot thousands, two decimals, euro sign. */
export const AmountField = <T extends FieldValues>({ name, ...props }: Bound<T, NumberInputProps>) => {
  const { ref, field, error } = useBoundField<T>(name, props.label);
  const value: unknown = field.value;
  return (
    <NumberInput
      decimalSeparator=","
      thousandSeparator="."
      decimalScale={2}
      rightSection="€"
      {...props}
      ref={ref}
      name={field.name}
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
};

export const SelectField = <T extends FieldValues>({
  name,
  onValueChange,
  ...props
}: Bound<T, SelectProps>) => {
  const { ref, field, error } = useBoundField<T>(name, props.label);
  const value: unknown = field.value;
  return (
    <Select
      {...props}
      ref={ref}
      name={field.name}
      value={typeof value === 'string' && value ? value : null}
      onChange={(next) => {
        field.onChange(next ?? '');
        onValueChange?.(next);
      }}
      onBlur={field.onBlur}
      error={error}
    />
  );
};

export const CheckboxField = <T extends FieldValues>({
  name,
  onValueChange,
  ...props
}: Bound<T, CheckboxProps>) => {
  const { ref, field, error } = useBoundField<T>(name, props.label);
  return (
    <Checkbox
      {...props}
      ref={ref}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => {
        field.onChange(event.currentTarget.checked);
        onValueChange?.(event.currentTarget.checked);
      }}
      onBlur={field.onBlur}
      error={error}
    />
  );
};

/** A calendar day, held as YYYY-MM-DD. */
export const DateField = <T extends FieldValues>({
  name,
  ...props
}: Bound<T, DatePickerInputProps<'default'>>) => {
  const { ref, field, error } = useBoundField<T>(name, props.label);
  const value: unknown = field.value;
  return (
    <DatePickerInput
      valueFormat="DD.MM.YYYY"
      {...props}
      ref={ref}
      name={field.name}
      value={typeof value === 'string' && value ? value : null}
      onChange={(next) => field.onChange(next ?? '')}
      onBlur={field.onBlur}
      error={error}
    />
  );
};

/** Several e-mail addresses as chips (typed, then Enter or comma). */
export const EmailChipsField = <T extends FieldValues>({ name, ...props }: Bound<T, TagsInputProps>) => {
  const { ref, field, error } = useBoundField<T>(name, props.label);
  const value: unknown = field.value;
  return (
    <TagsInput
      splitChars={[',', ' ', ';']}
      {...props}
      ref={ref}
      name={field.name}
      value={Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
};
