import type { QueryClient, QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';

/** What a list needs of the generated query options (`get…QueryOptions(params)`). */
export type AnswerQuery<Answer> = {
  queryKey: QueryKey;
  queryFn?: QueryFunction<Answer, QueryKey, never> | SkipToken;
};

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
 * keeps them (and the feature's code) out of the route's own chunk. These two live here, not in
 * the list kit (`@/components/list`): what a route file imports beside its loader and component is
 * part of the first page's bundle.
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
