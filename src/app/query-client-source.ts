/**
 * The app's one QueryClient, created when the first page that reads or writes data is on its way
 * rather than at start-up: the login page does without it, and the query library is a good part
 * of what the first page would otherwise load. The root route loads it before any page but the
 * login page (routes/__root.tsx); the login page starts loading it as soon as the user does.
 */
import type { QueryClient } from '@tanstack/react-query';
import { onFirstUse } from '@/lib/on-first-use';

export type QueryClientSource = {
  /** The client; the first call loads the query library and creates it. */
  load: () => Promise<QueryClient>;
  /** The client, if it exists already (nothing to clear otherwise). */
  current: () => QueryClient | undefined;
  /** Called once the client exists. */
  subscribe: (listener: () => void) => () => void;
};

/** A source of the client `create` gives; tests pass one they made themselves. */
export const createQueryClientSource = (
  create: () => QueryClient | Promise<QueryClient>,
): QueryClientSource => {
  let client: QueryClient | undefined;
  let loading: Promise<QueryClient> | undefined;
  const listeners = new Set<() => void>();
  return {
    load: () =>
      (loading ??= Promise.resolve(create()).then((created) => {
        client = created;
        listeners.forEach((listener) => listener());
        return created;
      })),
    current: () => client,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The one the app runs with. */
const queryClientModule = onFirstUse(() => import('./query-client'));
export const appQueryClient = createQueryClientSource(() =>
  queryClientModule.load().then(({ createQueryClient }) => createQueryClient()),
);

/**
 * Route context for routes whose loaders read data: `beforeLoad: withQueryClient` (or return it
 * from a beforeLoad that does more). Instant once the root route has loaded the client.
 */
export const withQueryClient = async ({ context }: { context: { queries: QueryClientSource } }) => ({
  queryClient: await context.queries.load(),
});
