import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser is online, as it says; follows its online and offline events. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);

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
