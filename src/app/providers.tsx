import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyNotifications } from './lazy-notifications';
import { LazyQueryClientProvider } from './lazy-query-client-provider';
import { PortalMantineProvider } from './mantine-provider';
import type { QueryClientSource } from './query-client-source';

export const Providers = ({ queries, children }: { queries: QueryClientSource; children: ReactNode }) => {
  const { i18n } = useTranslation();
  return (
    <PortalMantineProvider>
      <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en', firstDayOfWeek: 1 }}>
        <LazyNotifications />
        <LazyQueryClientProvider source={queries}>{children}</LazyQueryClientProvider>
      </DatesProvider>
    </PortalMantineProvider>
  );
};
