/**
 * The invoices list's bulk actions: delete drafts, and download the PDFs one after another, made
 * from the invoices' action table (invoice-action-table.tsx), which the row menu is made from too.
 */
import type { Invoice } from '@generated/model/invoice';
import { bulkActions } from '@/components/list-shell/action-table';
import type { ListBulk } from '@/components/list-shell/bulk';
import type { BulkRule } from '@/components/list-shell/bulk-run';
import { invoiceQueryKeys } from './api';
import { invoiceCustomerName } from './invoice-customer';
import type { InvoiceForActions } from './invoice-actions';
import { invoiceActionTable, invoiceRuleOnMany } from './invoice-action-table';

/** Each bulk action's rule (as the table gives it): null takes an invoice, else why it is skipped. */
export const invoiceBulkRules = {
  delete: invoiceRuleOnMany('delete'),
  downloadPdf: invoiceRuleOnMany('downloadPdf'),
} satisfies Record<string, BulkRule<InvoiceForActions>>;

export const invoicesBulk: ListBulk<Invoice> = {
  rowName: (invoice) => invoice.invoiceNumber ?? invoiceCustomerName(invoice.debitor).name,
  noun: 'invoices:bulk.noun',
  amount: (invoice) => invoice.total,
  actions: bulkActions(invoiceActionTable),
  invalidates: invoiceQueryKeys(),
};
