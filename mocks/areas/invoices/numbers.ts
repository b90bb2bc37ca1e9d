/** Document numbers: one running series per document kind and year (RE, KR, ST), and mandate references. */
import type { InvoiceType } from '../../../src-generated/model/invoiceType';

export const INVOICE_PREFIX: Record<InvoiceType, string> = {
  INVOICE: 'RE',
  CORRECTIVE_INVOICE: 'KR',
  CANCELLATION_INVOICE: 'ST',
};

const highest = (numbers: (string | undefined)[], prefix: string) =>
  numbers.reduce((max, number) => {
    if (!number?.startsWith(prefix)) return max;
    const value = Number(number.slice(prefix.length));
    return Number.isInteger(value) && value > max ? value : max;
  }, 0);

export const nextInvoiceNumber = (existing: (string | undefined)[], type: InvoiceType, year: number) => {
  const prefix = `${INVOICE_PREFIX[type]}-${year}-`;
  return `${prefix}${String(highest(existing, prefix) + 1).padStart(4, '0')}`;
};

/** The internal reference that links an invoice to its payment (payment.invoice.internalRef). */
export const internalRefFor = (invoiceNumber: string) => `INT-${invoiceNumber}`;

export const nextMandateReference = (existing: string[], year: number) => {
  const prefix = `MR-${year}-`;
  return `${prefix}${String(highest(existing, prefix) + 1).padStart(6, '0')}`;
};
