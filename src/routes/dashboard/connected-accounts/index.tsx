import { createFileRoute } from '@tanstack/react-router';
import { listRoute, listLoader } from '@/lib/list-route';
import { ClientsSearch } from '@/features/agent/agent-search';
import { agentClientsQueryOptions } from '@/features/agent/api';
import { ConnectedAccountsPage } from '@/features/agent/clients-page';

/** Connected accounts of an agent (spec 1 §2). */
export const Route = createFileRoute('/dashboard/connected-accounts/')({
  ...listRoute(ClientsSearch),
  loader: listLoader(agentClientsQueryOptions),
  component: ConnectedAccountsPage,
});
