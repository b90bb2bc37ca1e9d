import { createFileRoute } from '@tanstack/react-router';
import { customersListQueryOptions } from '@/features/customers/api';
import { CustomersPage } from '@/features/customers/customers-page';
import { CustomersSearch } from '@/features/customers/customers-search';
import { customerSlots } from './-customer-slots';

export const Route = createFileRoute('/dashboard/debtors/')({
  validateSearch: CustomersSearch,
  loaderDeps: ({ search }) => search,
  // Starts the first page without waiting: the table shows skeleton rows, or its error state.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(customersListQueryOptions(deps));
  },
  component: CustomersWithSlots,
});

function CustomersWithSlots() {
  return <CustomersPage slots={customerSlots} />;
}
