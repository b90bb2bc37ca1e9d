/**
 * The shared render helper: the whole app (Mantine, a fresh QueryClient with retries off, i18n in
 * English, the real route tree) on a memory router at the given URL, against the MSW mock backend.
 */
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createQueryClientSource } from '@/app/query-client-source';
import { createAppRouter, type AppRouter } from '@/app/router';
import { connectSession } from '@/app/session-sync';
import { PortalMantineProvider } from '@/app/mantine-provider';
import { createTestI18n } from './i18n';

export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });

export const renderWithProviders = async (
  ui: ReactNode,
  {
    language = 'en',
    queryClient = createTestQueryClient(),
  }: { language?: string; queryClient?: QueryClient } = {},
) => {
  const i18n = await createTestI18n(language);
  const user = userEvent.setup({ delay: null });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <PortalMantineProvider env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </PortalMantineProvider>
    </I18nextProvider>
  );
  const result = render(ui, { wrapper: Wrapper });
  return { ...result, user, queryClient, i18n };
};

export type AppRender = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  i18n: Awaited<ReturnType<typeof createTestI18n>>;
  router: AppRouter;
  queryClient: QueryClient;
};

export const renderApp = async (url: string, { language = 'en' } = {}): Promise<AppRender> => {
  const queryClient = createTestQueryClient();
  const queries = createQueryClientSource(() => queryClient);
  const router = createAppRouter(queries, { history: createMemoryHistory({ initialEntries: [url] }) });
  const disconnect = connectSession(router, queries);
  const rendered = await renderWithProviders(<RouterProvider router={router} />, { language, queryClient });
  rendered.unmount = ((unmount) => () => {
    disconnect();
    unmount();
  })(rendered.unmount);
  return { ...rendered, router, queryClient };
};

/**
 * Puts text into a field in one input event, as pasting does: for text whose keystrokes are not
 * what the test is about (a name, a purpose, an address), where typing it would render the form
 * once per character. A field that reacts to keys (a mask, chips split at a comma, a search that
 * waits for a pause in typing) is typed.
 */
export const fill = async (user: AppRender['user'], field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};
