import { createFileRoute, redirect } from '@tanstack/react-router';
import { customerQueryOptions } from '@/features/customers/api';
import { CustomerDetailPage } from '@/features/customers/detail/customer-detail-page';
import { isCustomerTab } from '@/features/customers/detail/customer-tabs';
import { tabCountQueryOptions } from '@/features/customers/detail/tab-counts';
import { listSearchSchema } from '@/lib/list-search';
import { customerTabContents } from '../../-customer-areas';
import { customerSlots } from '../../-customer-slots';

/** /dashboard/debtors/{debtorRef}/{emailAddress}/{target} (spec 2 §2, spec 3 §2.5). */
export const Route = createFileRoute('/dashboard/debtors/$id/$email/$tab')({
  // The paging of the open tab's list.
  validateSearch: listSearchSchema(),
  // An unknown tab name opens the payments.
  beforeLoad: ({ params }) => {
    if (!isCustomerTab(params.tab))
      throw redirect({
        to: '/dashboard/debtors/$id/$email/$tab',
        params: { ...params, tab: 'payments' },
        replace: true,
      });
  },
  loader: async ({ context: { queryClient }, params }) => {
    if (isCustomerTab(params.tab))
      void queryClient.prefetchQuery(tabCountQueryOptions(params.tab, params.id));
    // A customer that cannot be loaded is shown as 'unknown' by the page.
    await queryClient.ensureQueryData(customerQueryOptions(params.id)).catch(() => undefined);
  },
  component: function CustomerDetailRoute() {
    // Another customer's page starts afresh: no menu, dialog or form of the one before.
    const { id } = Route.useParams();
    return <CustomerDetailPage key={id} tabs={customerTabContents} slots={customerSlots} />;
  },
});
