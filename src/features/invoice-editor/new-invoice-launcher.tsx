import type { Customer } from '@/entities/customer/customer';
import { Suspense } from 'react';
import { lazyDialog } from '@/components/first-use/lazy-dialog';

const InvoiceDialog = lazyDialog(() => import('./invoice-dialog').then((module) => module.InvoiceDialog));

type Props = { customer: Customer; onClose: () => void };

/** The customer menu's 'new invoice': the new invoice dialog with that customer preset. */
export const NewInvoiceLauncher = ({ customer, onClose }: Props) => (
  <Suspense fallback={null}>
    <InvoiceDialog target={{ kind: 'create', customer }} onClose={onClose} />
  </Suspense>
);
