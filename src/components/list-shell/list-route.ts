import type { QueryClient } from '@tanstack/react-query';
import type { AnswerQuery } from './list-query';

/**
 * A list route is its search, its first page's query and its page:
 *
 * ```ts
 * export const Route = createFileRoute('/dashboard/transactions/credits/')({
 *   ...listSearch(CreditsSearch),
 *   loader: prefetchList(creditsListQueryOptions),
 *   component: CreditsPage,
 * });
 * ```
 *
 * The loader and the component stay properties of their own, so that the router's code splitting
 * keeps them (and the feature's code) out of the route's own chunk.
 */
export const listSearch = <S>(validateSearch: (search: Record<string, unknown>) => S) => ({
  validateSearch,
  loaderDeps: ({ search }: { search: S }) => search,
});

/**
 * Starts the first page without waiting for it (the table shows skeleton rows, or its error state
 * with retry, while the query runs), and any other query the page shows beside it.
 */
export const prefetchList =
  <S, Q extends AnswerQuery<unknown>>(query: (search: S) => Q | Q[]) =>
  ({ context, deps }: { context: { queryClient: QueryClient }; deps: S }) => {
    for (const options of [query(deps)].flat()) void context.queryClient.prefetchQuery(options);
  };
