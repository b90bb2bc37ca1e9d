import { createFileRoute } from '@tanstack/react-router';
import { ClientsSearch } from '@/features/agent/agent-search';
import { agentClientsQueryOptions } from '@/features/agent/api';
import { ConnectedAccountsPage } from '@/features/agent/clients-page';

/** Connected accounts of an agent (spec 1 §2). */
export const Route = createFileRoute('/dashboard/connected-accounts/')({
  validateSearch: ClientsSearch,
  loaderDeps: ({ search }) => search,
  // Starts the first page without waiting: the table shows skeleton rows or its error state.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(agentClientsQueryOptions(deps));
  },
  component: ConnectedAccountsPage,
});
