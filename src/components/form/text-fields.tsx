/**
 * The text and password fields on their own, for pages that must stay light (the login page):
 * importing them does not pull in the date picker of `fields.tsx`.
 */
import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { text, useBoundField, type Bound } from './bound-field';

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
