import type { ReactNode } from 'react';
import type { Invoice } from '@generated/model/invoice';

/** Opens the wizards that act on existing invoices: cancel, correct, export. */
export type InvoiceWizardLaunchers = {
  cancel: (invoice: Invoice) => void;
  correct: (invoice: Invoice) => void;
  exportInvoices: () => void;
};

const idle = (): void => undefined;

/**
 * The wizards' state and their dialogs: a route renders `dialogs` beside the list and passes
 * `launch` to it. Until the wizards exist, launching does nothing.
 */
export function useInvoiceWizards(): { launch: InvoiceWizardLaunchers; dialogs: ReactNode } {
  return { launch: { cancel: idle, correct: idle, exportInvoices: idle }, dialogs: null };
}
