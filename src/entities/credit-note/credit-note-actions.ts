/**
 * Which actions a credit note offers (spec 3 §4): its PDF and its detail page, only while it is
 * OPEN, CANCELLED or PAID. The list's rows and the detail cards ask the same rule.
 */
import type { InvoiceStatus } from '@generated/model/invoiceStatus';

export const creditNoteActionKeys = ['downloadPdf', 'details'] as const;

export type CreditNoteAction = (typeof creditNoteActionKeys)[number];

const WITH_DOCUMENT: readonly InvoiceStatus[] = ['OPEN', 'CANCELLED', 'PAID'];

export const creditNoteActions = (status: InvoiceStatus): CreditNoteAction[] =>
  WITH_DOCUMENT.includes(status) ? [...creditNoteActionKeys] : [];
