import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from './form/text-fields';

/** The fields every form that creates an account has, under these names. */
type NewAccountInput = {
  firstName: string;
  lastName: string;
  password: string;
  passwordConfirmation: string;
};

/** First and last name side by side, as every form that creates an account asks for them. */
export const NameFields = ({ autoFocus = false }: { autoFocus?: boolean }) => {
  const { t } = useTranslation('onboarding');
  return (
    <Group grow align="flex-start">
      <TextField<NewAccountInput>
        name="firstName"
        label={t('user.firstName')}
        withAsterisk
        autoComplete="given-name"
        autoFocus={autoFocus}
      />
      <TextField<NewAccountInput>
        name="lastName"
        label={t('user.lastName')}
        withAsterisk
        autoComplete="family-name"
      />
    </Group>
  );
};

/** A new password and its confirmation. */
export const NewPasswordFields = () => {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <PasswordField<NewAccountInput>
        name="password"
        label={t('user.password')}
        withAsterisk
        autoComplete="new-password"
      />
      <PasswordField<NewAccountInput>
        name="passwordConfirmation"
        label={t('user.passwordConfirmation')}
        withAsterisk
        autoComplete="new-password"
      />
    </>
  );
};
