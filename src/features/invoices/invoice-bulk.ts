/**
 * The invoices list's bulk actions (issue 30): delete drafts, and download the PDFs one after
 * another; each takes an invoice only where its row menu offers the action (invoice-actions.ts).
 */
import { deleteInvoice, getInvoicePdf } from '@generated/api/invoices/invoices';
import type { Invoice } from '@generated/model/invoice';
import type { ListBulk } from '@/components/list-shell/bulk';
import type { BulkRule } from '@/components/list-shell/bulk-run';
import { downloadBase64Pdf } from '@/lib/download';
import { invoiceQueryKeys } from './api';
import { invoiceCustomerName } from './invoice-customer';
import { invoiceActions, type InvoiceAction, type InvoiceForActions } from './invoice-actions';

const byMenu =
  (action: InvoiceAction, reason: string): BulkRule<InvoiceForActions> =>
  (invoice) =>
    invoiceActions(invoice).some((offered) => offered.action === action && !offered.disabledReason)
      ? null
      : reason;

export const invoiceBulkRules = {
  delete: byMenu('delete', 'bulk.skip.notDraft'),
  downloadPdf: byMenu('downloadPdf', 'bulk.skip.noPdf'),
} satisfies Record<string, BulkRule<InvoiceForActions>>;

export const invoicesBulk: ListBulk<Invoice> = {
  rowName: (invoice) => invoice.invoiceNumber ?? invoiceCustomerName(invoice.debitor).name,
  noun: 'invoices:bulk.noun',
  amount: (invoice) => invoice.total,
  actions: [
    {
      id: 'delete',
      label: 'invoices:bulk.delete',
      color: 'red',
      rule: invoiceBulkRules.delete,
      call: (invoice, signal) => deleteInvoice(invoice.id, { signal }),
    },
    {
      id: 'downloadPdf',
      label: 'invoices:bulk.downloadPdf',
      rule: invoiceBulkRules.downloadPdf,
      // One after another: a browser saves files one at a time and asks once for several.
      concurrency: 1,
      call: async (invoice, signal) => downloadBase64Pdf(await getInvoicePdf(invoice.id, { signal })),
    },
  ],
  invalidates: invoiceQueryKeys(),
};
