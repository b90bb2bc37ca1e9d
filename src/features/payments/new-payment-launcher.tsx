import { lazy, Suspense, type ComponentProps } from 'react';

// The dialog and its upload, date and customer pieces load when it is first wanted, not with a list.
export const loadNewPaymentDialog = () => import('./new-payment/new-payment-dialog');
const NewPaymentDialog = lazy(() =>
  loadNewPaymentDialog().then((module) => ({ default: module.NewPaymentDialog })),
);

/**
 * The new payment dialog, its code loaded on first use. The payments list opens it, and so does
 * a customer's menu, with that customer preset (`customer`).
 */
export const NewPaymentLauncher = (props: ComponentProps<typeof NewPaymentDialog>) => (
  <Suspense fallback={null}>
    <NewPaymentDialog {...props} />
  </Suspense>
);
