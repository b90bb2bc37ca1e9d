import { Group, PasswordInput, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** One registered form field: react-hook-form's registration, its label and its shown error. */
export type AccountField = { field: UseFormRegisterReturn; label: string; error?: ReactNode };

/** First and last name side by side, as every form that creates an account asks for them. */
export const NameFields = ({
  firstName,
  lastName,
  autoFocus = false,
}: {
  firstName: AccountField;
  lastName: AccountField;
  autoFocus?: boolean;
}) => (
  <Group grow align="flex-start">
    <TextInput
      label={firstName.label}
      withAsterisk
      autoComplete="given-name"
      autoFocus={autoFocus}
      {...firstName.field}
      error={firstName.error}
    />
    <TextInput
      label={lastName.label}
      withAsterisk
      autoComplete="family-name"
      {...lastName.field}
      error={lastName.error}
    />
  </Group>
);

/** A new password and its confirmation. */
export const NewPasswordFields = ({
  password,
  confirmation,
}: {
  password: AccountField;
  confirmation: AccountField;
}) => (
  <>
    <PasswordInput
      label={password.label}
      withAsterisk
      autoComplete="new-password"
      {...password.field}
      error={password.error}
    />
    <PasswordInput
      label={confirmation.label}
      withAsterisk
      autoComplete="new-password"
      {...confirmation.field}
      error={confirmation.error}
    />
  </>
);
