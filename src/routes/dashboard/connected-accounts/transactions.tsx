import { createFileRoute } from '@tanstack/react-router';
import { TransactionsSearch } from '@/features/agent/agent-search';
import { clientTransactionsQueryOptions, trackedTransactionsQueryOptions } from '@/features/agent/api';
import { ClientTransactionsPage } from '@/features/agent/transactions-page';

/** The agent clients' payments (spec 1 §2). */
export const Route = createFileRoute('/dashboard/connected-accounts/transactions')({
  validateSearch: TransactionsSearch,
  loaderDeps: ({ search }) => TransactionsSearch(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(
      deps.client ? clientTransactionsQueryOptions(deps, deps.client) : trackedTransactionsQueryOptions(deps),
    );
  },
  component: ClientTransactionsPage,
});
