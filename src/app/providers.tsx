import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from './theme';

export const Providers = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => {
  const { i18n } = useTranslation();
  return (
    <MantineProvider theme={theme}>
      <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en', firstDayOfWeek: 1 }}>
        <Notifications position="top-right" limit={5} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
};
