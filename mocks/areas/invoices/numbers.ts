/** Invoice document numbers: one running series per document kind and year (RE, KR, ST). */
import type { InvoiceType } from '../../../src-generated/model/invoiceType';
import { nextInSeries } from '../../lib/ids';

export const INVOICE_PREFIX: Record<InvoiceType, string> = {
  INVOICE: 'RE',
  CORRECTIVE_INVOICE: 'KR',
  CANCELLATION_INVOICE: 'ST',
};

export const nextInvoiceNumber = (existing: (string | undefined)[], type: InvoiceType, year: number) =>
  nextInSeries(existing, `${INVOICE_PREFIX[type]}-${year}-`, 4);

/** The internal reference that links an invoice to its payment (payment.invoice.internalRef). */
export const internalRefFor = (invoiceNumber: string) => `INT-${invoiceNumber}`;
