import { Alert, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const CorrelationError = () => {
  const { t } = useTranslation('onboarding');
  return (
    <Center p="xl">
      <Alert color="red" role="alert" title={t('correlation.failed')} maw={560}>
        {t('correlation.failedHint')}
      </Alert>
    </Center>
  );
};
