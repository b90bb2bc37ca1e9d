import { createRouter } from '@tanstack/react-router';
import { lazyScreen } from '@/components/first-use/lazy-screen';
import { PageLoader } from '@/components/page-loader';
import { routeTree } from '../routeTree.gen';
import type { QueryClientSource } from './query-client-source';

/**
 * What every route's context starts with: where the QueryClient comes from. Routes whose loaders
 * read data add the client itself to their context (`withQueryClient`).
 */
export type RouterContext = { queries: QueryClientSource };

export const createAppRouter = (
  queries: QueryClientSource,
  options: { history?: Parameters<typeof createRouter>[0]['history'] } = {},
) =>
  createRouter({
    routeTree,
    context: { queries },
    history: options.history,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PageLoader,
    // Loaded when first needed: the first page should not carry the screens for what went wrong.
    // Offline, code that cannot load says so in their place (never the browser's offline page).
    defaultErrorComponent: lazyScreen(() => import('@/components/error-screen'), 'ErrorScreen'),
    defaultNotFoundComponent: lazyScreen(() => import('@/components/not-found-screen'), 'NotFoundScreen'),
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
