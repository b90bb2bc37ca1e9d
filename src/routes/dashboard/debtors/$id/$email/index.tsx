import { createFileRoute, redirect } from '@tanstack/react-router';

/** A customer's page without a tab opens on its payments. */
export const Route = createFileRoute('/dashboard/debtors/$id/$email/')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/dashboard/debtors/$id/$email/$tab',
      params: { ...params, tab: 'payments' },
      replace: true,
    });
  },
});
