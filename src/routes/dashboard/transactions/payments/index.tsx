import { createFileRoute } from '@tanstack/react-router';
import { paymentsListQueryOptions } from '@/features/payments/api';
import { PaymentsPage } from '@/features/payments/payments-page';
import { PaymentsSearch } from '@/features/payments/payments-search';

export const Route = createFileRoute('/dashboard/transactions/payments/')({
  validateSearch: PaymentsSearch,
  loaderDeps: ({ search }) => search,
  // Started here so that the first page loads alongside the screen; the table shows skeleton
  // rows, or its error state with retry, while the query runs.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(paymentsListQueryOptions(deps));
  },
  component: function PaymentsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PaymentsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
