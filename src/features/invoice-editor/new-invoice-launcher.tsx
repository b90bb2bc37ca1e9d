import type { Customer } from '@/entities/customer/customer';
import { lazy, Suspense } from 'react';

const InvoiceDialog = lazy(() =>
  import('./invoice-dialog').then((module) => ({ default: module.InvoiceDialog })),
);

type Props = { customer: Customer; onClose: () => void };

/** The customer menu's 'new invoice': the new invoice dialog with that customer preset. */
export const NewInvoiceLauncher = ({ customer, onClose }: Props) => (
  <Suspense fallback={null}>
    <InvoiceDialog target={{ kind: 'create', customer }} onClose={onClose} />
  </Suspense>
);
