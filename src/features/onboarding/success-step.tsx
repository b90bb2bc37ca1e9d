import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/link-button';

/** The user is signed in by now (spec 1 §4), so the way on leads straight into the portal. */
export const SuccessStep = () => {
  const { t } = useTranslation('onboarding');
  return (
    <Stack align="center" gap="md" py="lg">
      <ThemeIcon color="green" size={48} radius="xl">
        <IconCheck size={28} />
      </ThemeIcon>
      <Text fw={600} size="lg">
        {t('onboarding.success.heading')}
      </Text>
      <Text c="dimmed" ta="center">
        {t('onboarding.success.text')}
      </Text>
      <LinkButton to="/dashboard">{t('onboarding.success.toPortal')}</LinkButton>
    </Stack>
  );
};
