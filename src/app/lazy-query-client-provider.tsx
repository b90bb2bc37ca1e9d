import { QueryClientContext } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { QueryClientSource } from './query-client-source';

/**
 * QueryClientProvider for a client that arrives after the first render (query-client-source.ts):
 * the pages that use queries render only once the root route has loaded it. Like the library's
 * own provider, it mounts the client (refetch on focus and reconnect) while it is provided.
 */
export const LazyQueryClientProvider = ({
  source,
  children,
}: {
  source: QueryClientSource;
  children: ReactNode;
}) => {
  const client = useSyncExternalStore(source.subscribe, source.current);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
};
