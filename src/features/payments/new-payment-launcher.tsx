import { Suspense, type ComponentProps } from 'react';
import { lazyDialog } from '@/components/first-use/lazy-dialog';

// The dialog and its upload, date and customer pieces load when it is first wanted, not with a list.
const NewPaymentDialog = lazyDialog(() =>
  import('./new-payment/new-payment-dialog').then((module) => module.NewPaymentDialog),
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

/** Starts loading the dialog's code ahead (a pointer over the button that opens it). */
export const preloadNewPaymentDialog = NewPaymentDialog.preload;
