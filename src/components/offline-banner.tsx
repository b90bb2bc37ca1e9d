import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online';

/**
 * Says that the browser is offline: what lists and details show may be out of date (the queries
 * keep their data and wait), and nothing can be saved (writes are refused, the forms stay).
 */
export const OfflineBanner = () => {
  const { t } = useTranslation('global');
  if (useOnline()) return null;
  return (
    <Alert color="yellow" icon={<IconWifiOff size={18} />} role="status" mb="md">
      {t('offline.banner')}
    </Alert>
  );
};
