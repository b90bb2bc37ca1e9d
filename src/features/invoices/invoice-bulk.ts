/**
 * The invoices list's bulk actions: delete drafts, and download the PDFs one after another, made
 * from the invoices' action table (invoice-action-table.tsx), which the row menu is made from too.
 */
import type { Invoice } from '@generated/model/invoice';
import { actionTable } from '@/components/list';
import { invoiceQueryKeys } from './api';
import { invoiceCustomerName } from './invoice-customer';
import type { InvoiceForActions } from './invoice-actions';
import { invoiceActionTable, invoiceRuleOnMany } from './invoice-action-table';

/** Each bulk action's rule (as the table gives it): null takes an invoice, else why it is skipped. */
export const invoiceBulkRules = {
  delete: invoiceRuleOnMany('delete'),
  downloadPdf: invoiceRuleOnMany('downloadPdf'),
} satisfies Record<string, actionTable.BulkRule<InvoiceForActions>>;

export const invoicesBulk: actionTable.Bulk<Invoice> = {
  rowName: (invoice) => invoice.invoiceNumber ?? invoiceCustomerName(invoice.debitor).name,
  noun: 'invoices:bulk.noun',
  amount: (invoice) => invoice.total,
  actions: actionTable.bulk(invoiceActionTable),
  invalidates: invoiceQueryKeys(),
};
