import type { Invoice } from '@generated/model/invoice';

/**
 * The dialogs that write invoices (new, edit a draft, cancel, correct) live beside this area; the
 * route hands their launchers to the list.
 */
export type InvoiceLaunchers = {
  create: (preset?: { debitorId?: string }) => void;
  edit: (invoice: Invoice) => void;
  cancel: (invoice: Invoice) => void;
  correct: (invoice: Invoice) => void;
};
