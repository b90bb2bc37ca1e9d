import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { ErrorScreen } from '@/components/error-screen';
import { NotFoundScreen } from '@/components/not-found-screen';
import { PageLoader } from '@/components/page-loader';
import { routeTree } from '../routeTree.gen';

export type RouterContext = { queryClient: QueryClient };

export const createAppRouter = (
  queryClient: QueryClient,
  options: { history?: Parameters<typeof createRouter>[0]['history'] } = {},
) =>
  createRouter({
    routeTree,
    context: { queryClient },
    history: options.history,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
