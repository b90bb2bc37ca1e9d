import { Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OnboardingFormInput, OnboardingFormValues } from './onboarding-schema';
import { useFieldError } from './use-field-error';

export const UserStep = ({ emailEditable }: { emailEditable: boolean }) => {
  const { t } = useTranslation('onboarding');
  const fieldError = useFieldError();
  const form = useFormContext<OnboardingFormInput, unknown, OnboardingFormValues>();
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <Group grow align="flex-start">
        <TextInput
          label={t('user.firstName')}
          withAsterisk
          autoComplete="given-name"
          {...form.register('firstName')}
          error={fieldError(errors.firstName)}
        />
        <TextInput
          label={t('user.lastName')}
          withAsterisk
          autoComplete="family-name"
          {...form.register('lastName')}
          error={fieldError(errors.lastName)}
        />
      </Group>
      <TextInput
        label={t('user.email')}
        type="email"
        withAsterisk
        autoComplete="email"
        readOnly={!emailEditable}
        description={emailEditable ? undefined : t('user.emailFromInvitation')}
        {...form.register('emailAddress')}
        error={fieldError(errors.emailAddress)}
      />
      <PasswordInput
        label={t('user.password')}
        withAsterisk
        autoComplete="new-password"
        {...form.register('password')}
        error={fieldError(errors.password)}
      />
      <PasswordInput
        label={t('user.passwordConfirmation')}
        withAsterisk
        autoComplete="new-password"
        {...form.register('passwordConfirmation')}
        error={fieldError(errors.passwordConfirmation)}
      />
    </Stack>
  );
};
