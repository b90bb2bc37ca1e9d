import { createFileRoute, redirect } from '@tanstack/react-router';
import { customerLookupQueryOptions } from '@/features/customers/api';
import { CustomerNotFound } from '@/features/customers/detail/customer-not-found';

/** Spec 2 §2: the customer found by last name and e-mail opens on its payments; else a warning. */
export const Route = createFileRoute('/dashboard/debtors/$id/')({
  loader: async ({ context, params }) => {
    const found = await context.queryClient
      .ensureQueryData(customerLookupQueryOptions(params.id))
      .catch(() => null);
    if (found)
      throw redirect({
        to: '/dashboard/debtors/$id/$email/$tab',
        params: { id: found.id, email: found.emailAddress, tab: 'payments' },
        replace: true,
      });
  },
  component: CustomerNotFound,
});
