import { Suspense, useMemo, useState, type ReactNode } from 'react';
import type { Invoice } from '@generated/model/invoice';
import type { AdjustmentKind } from './adjustment-schema';
import type { InvoiceDialogTarget } from './invoice-dialog';
import { lazyDialog } from '@/components/first-use/lazy-dialog';

// The dialogs' code (forms, date pickers, PDF preview) loads when one is first opened, not with a list.
const InvoiceDialog = lazyDialog(() => import('./invoice-dialog').then((module) => module.InvoiceDialog));
const AdjustmentWizard = lazyDialog(() =>
  import('./adjustment-wizard').then((module) => module.AdjustmentWizard),
);

/** Opens the dialogs that write invoices: new, edit a draft, cancel, correct. */
export type InvoiceDialogLaunchers = {
  create: (preset?: { debitorId?: string }) => void;
  edit: (invoice: Invoice) => void;
  cancel: (invoice: Invoice) => void;
  correct: (invoice: Invoice) => void;
};

type Open =
  | { dialog: 'invoice'; target: InvoiceDialogTarget; key: number }
  | { dialog: 'adjustment'; kind: AdjustmentKind; invoice: Invoice; key: number };

/**
 * The dialogs' state and the dialogs themselves: a route renders `dialogs` beside the list and
 * passes `launch` to it. Each opening starts the dialog afresh.
 */
export function useInvoiceDialogs(): { launch: InvoiceDialogLaunchers; dialogs: ReactNode } {
  const [open, setOpen] = useState<Open | null>(null);
  const launch = useMemo<InvoiceDialogLaunchers>(() => {
    const editor = (target: InvoiceDialogTarget) =>
      setOpen((current) => ({ dialog: 'invoice', target, key: (current?.key ?? 0) + 1 }));
    const adjust = (kind: AdjustmentKind, invoice: Invoice) =>
      setOpen((current) => ({ dialog: 'adjustment', kind, invoice, key: (current?.key ?? 0) + 1 }));
    return {
      create: (preset) => editor({ kind: 'create', debitorId: preset?.debitorId }),
      edit: (invoice) => editor({ kind: 'edit', invoice }),
      cancel: (invoice) => adjust('cancel', invoice),
      correct: (invoice) => adjust('correct', invoice),
    };
  }, []);
  const close = () => setOpen(null);
  const dialogs = open && (
    <Suspense fallback={null}>
      {open.dialog === 'invoice' ? (
        <InvoiceDialog key={open.key} target={open.target} onClose={close} />
      ) : (
        <AdjustmentWizard key={open.key} kind={open.kind} invoice={open.invoice} onClose={close} />
      )}
    </Suspense>
  );
  return { launch, dialogs };
}
