import { lazy, Suspense } from 'react';
import type { Debitor } from '@generated/model/debitor';

const InvoiceDialog = lazy(() =>
  import('./invoice-dialog').then((module) => ({ default: module.InvoiceDialog })),
);

type Props = { debitor: Debitor; onClose: () => void };

/** The customer menu's 'new invoice': the new invoice dialog with that customer preset. */
export const NewInvoiceLauncher = ({ debitor, onClose }: Props) => (
  <Suspense fallback={null}>
    <InvoiceDialog target={{ kind: 'create', debitor }} onClose={onClose} />
  </Suspense>
);
