import { Alert, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Step 5: a progress bar while the bank activates, a success message once it is active. */
export const ActivationStep = ({ active }: { active: boolean }) => {
  const { t } = useTranslation('company-money');
  if (active)
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        mt="md"
        title={t('directDebit.activation.activeTitle')}
      >
        {t('directDebit.activation.activeText')}
      </Alert>
    );
  return (
    <Stack gap="sm" mt="md">
      <Text size="sm">{t('directDebit.activation.waitingText')}</Text>
      <Progress value={100} striped animated aria-label={t('directDebit.activation.waitingLabel')} />
    </Stack>
  );
};
