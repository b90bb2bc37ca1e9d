import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-fields';
import { NameFields, NewPasswordFields } from '@/components/new-account-fields';
import type { OnboardingFormInput } from './onboarding-schema';

export const UserStep = ({ emailEditable }: { emailEditable: boolean }) => {
  const { t } = useTranslation('onboarding');
  return (
    <Stack gap="md">
      <NameFields />
      <TextField<OnboardingFormInput>
        name="emailAddress"
        label={t('user.email')}
        type="email"
        withAsterisk
        autoComplete="email"
        readOnly={!emailEditable}
        description={emailEditable ? undefined : t('user.emailFromInvitation')}
      />
      <NewPasswordFields />
    </Stack>
  );
};
