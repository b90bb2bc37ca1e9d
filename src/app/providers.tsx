import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalMantineProvider } from './mantine-provider';

export const Providers = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => {
  const { i18n } = useTranslation();
  return (
    <PortalMantineProvider>
      <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en', firstDayOfWeek: 1 }}>
        <Notifications position="top-right" limit={5} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </PortalMantineProvider>
  );
};
