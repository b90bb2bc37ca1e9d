import { createFileRoute } from '@tanstack/react-router';
import { listRoute, listLoader } from '@/lib/list-route';
import { customersListQueryOptions } from '@/features/customers/api';
import { CustomersPage } from '@/features/customers/customers-page';
import { CustomersSearch } from '@/features/customers/customers-search';
import { customerSlots } from './-customer-slots';

export const Route = createFileRoute('/dashboard/debtors/')({
  ...listRoute(CustomersSearch),
  loader: listLoader(customersListQueryOptions),
  component: CustomersWithSlots,
});

function CustomersWithSlots() {
  return <CustomersPage slots={customerSlots} />;
}
