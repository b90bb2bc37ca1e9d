import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 2 §2: the customer menu's 'payments' address leads to the customer page's payments tab. */
export const Route = createFileRoute('/dashboard/debitors/$id/$email/payments')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/dashboard/debtors/$id/$email/$tab',
      params: { ...params, tab: 'payments' },
      replace: true,
    });
  },
});
