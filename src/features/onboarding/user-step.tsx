import { Stack, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OnboardingFormInput, OnboardingFormValues } from './onboarding-schema';
import { useFieldError } from './use-field-error';
import { NameFields, NewPasswordFields } from '@/components/new-account-fields';

export const UserStep = ({ emailEditable }: { emailEditable: boolean }) => {
  const { t } = useTranslation('onboarding');
  const fieldError = useFieldError();
  const form = useFormContext<OnboardingFormInput, unknown, OnboardingFormValues>();
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <NameFields
        firstName={{
          field: form.register('firstName'),
          label: t('user.firstName'),
          error: fieldError(errors.firstName),
        }}
        lastName={{
          field: form.register('lastName'),
          label: t('user.lastName'),
          error: fieldError(errors.lastName),
        }}
      />
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
      <NewPasswordFields
        password={{
          field: form.register('password'),
          label: t('user.password'),
          error: fieldError(errors.password),
        }}
        confirmation={{
          field: form.register('passwordConfirmation'),
          label: t('user.passwordConfirmation'),
          error: fieldError(errors.passwordConfirmation),
        }}
      />
    </Stack>
  );
};
