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
 *   ...listRoute(CreditsSearch),
 *   loader: listLoader(creditsListQueryOptions),
 *   component: () => <ListPage config={creditsList} />,
 * });
 * ```
 *
 * `listRoute` takes the list's search validator (the one its config names), not the config: what
 * a route file names outside its loader and component is part of the first page's bundle. The
 * loader and the component stay properties of their own, so that the router's code splitting
 * keeps them (and the list's config, columns and the kit) out of the route's own chunk.
 */
export const listRoute = <S>(validateSearch: (search: Record<string, unknown>) => S) => ({
  validateSearch,
  // The router's search keeps the address's other keys beside the validated ones (an invalid
  // `?size=25` among them): the loader asks for what the list shows, the validated search alone.
  loaderDeps: ({ search }: { search: Record<string, unknown> }) => validateSearch(search),
});

/**
 * Starts the first page without waiting for it (the table shows skeleton rows, or its error state
 * with retry, while the query runs), and any other query the page shows beside it. It takes the
 * list's query options (`api.ts`), not its config: the loader's chunk then holds the call alone,
 * and the request starts while the list's code is still on its way.
 */
export const listLoader =
  <S, Q extends AnswerQuery<unknown>>(query: (search: S) => Q | Q[]) =>
  ({ context, deps }: { context: { queryClient: QueryClient }; deps: S }) => {
    for (const options of [query(deps)].flat()) void context.queryClient.prefetchQuery(options);
  };
