import type { ReactNode } from 'react';
import type { Invoice } from '@generated/model/invoice';

/** Opens the dialogs that write invoices: new, edit a draft, cancel, correct. */
export type InvoiceDialogLaunchers = {
  create: (preset?: { debitorId?: string }) => void;
  edit: (invoice: Invoice) => void;
  cancel: (invoice: Invoice) => void;
  correct: (invoice: Invoice) => void;
};

const idle = (): void => undefined;

/**
 * The dialogs' state and the dialogs themselves: a route renders `dialogs` beside the list and
 * passes `launch` to it. Until the dialogs exist, launching does nothing.
 */
export function useInvoiceDialogs(): { launch: InvoiceDialogLaunchers; dialogs: ReactNode } {
  return { launch: { create: idle, edit: idle, cancel: idle, correct: idle }, dialogs: null };
}
