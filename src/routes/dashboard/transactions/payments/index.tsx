import { createFileRoute } from '@tanstack/react-router';
import { PaymentsPage } from '@/features/payments/payments-page';
import { PaymentsSearch } from '@/features/payments/payments-search';
import { paymentsListQueryOptions } from '@/features/payments/queries';

export const Route = createFileRoute('/dashboard/transactions/payments/')({
  validateSearch: PaymentsSearch,
  loaderDeps: ({ search }) => search,
  // Starts the first page while the screen's code still loads; the table shows skeleton rows, or
  // its error state with retry, while the query runs. (queries.ts holds only the list query, so
  // little of the payments client is in the first bundle.)
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(paymentsListQueryOptions(deps));
  },
  component: function PaymentsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <PaymentsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});
