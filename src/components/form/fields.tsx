/**
 * Mantine inputs bound to the surrounding react-hook-form (`FormProvider`): each takes the field's
 * `name`, shows its value and translates its error key. Limits come from the form's schema.
 */
import {
  Checkbox,
  NumberInput,
  Select,
  Textarea,
  type CheckboxProps,
  type NumberInputProps,
  type SelectProps,
  type TextareaProps,
} from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import type { FieldValues } from 'react-hook-form';
import { text, useBoundField, type Bound } from './bound-field';
import { useDateDropdownType } from './use-date-dropdown';
import '@/lib/date-locales';

// Light pages import these from './text-fields' directly, without the date picker below.
export { PasswordField, TextField } from './text-fields';
export { EmailChipsField } from './email-chips-field';

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

/** A number; empty is ''. */
export const NumberField = <T extends FieldValues>({ name, ...props }: Bound<T, NumberInputProps>) => {
  const { ref, field, error } = useBoundField<T>(name, props.label);
  const value: unknown = field.value;
  return (
    <NumberInput
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

/** An amount in German notation: comma decimals, dot thousands, two decimals, euro sign. */
export const AmountField = <T extends FieldValues>(props: Bound<T, NumberInputProps>) => (
  <NumberField<T> decimalSeparator="," thousandSeparator="." decimalScale={2} rightSection="€" {...props} />
);

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
  const dropdownType = useDateDropdownType();
  return (
    <DatePickerInput
      valueFormat="DD.MM.YYYY"
      dropdownType={dropdownType}
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
