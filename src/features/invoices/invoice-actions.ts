/**
 * Which row actions an invoice offers in which state: the table of spec 3 §4 as a pure function.
 * The menu shows them only once the invoice's customer has loaded (fetched when the menu opens).
 */
import type { Invoice } from '@generated/model/invoice';
import type { InvoiceStatus } from '@generated/model/invoiceStatus';

export const invoiceActionKeys = [
  'edit',
  'cancel',
  'correct',
  'delete',
  'completeRefund',
  'finalize',
  'downloadPdf',
  'events',
  'details',
] as const;

export type InvoiceAction = (typeof invoiceActionKeys)[number];

export type InvoiceForActions = Pick<Invoice, 'status' | 'invoiceType' | 'paymentMethod'>;

/** An offered action; a disabled one carries the reason it cannot run. */
export type OfferedAction = { action: InvoiceAction; disabledReason?: 'notAllowedForDirectDebit' };

const NOT_CANCELLABLE: readonly InvoiceStatus[] = ['CANCELLED', 'CANCELLATION_COMPLETED', 'DRAFT'];
const WITH_PDF: readonly InvoiceStatus[] = [
  'REFUND_IN_PROGRESS',
  'CANCELLATION_COMPLETED',
  'OPEN',
  'CANCELLED',
  'PAID',
  'IN_DUNNING',
  'REMINDED',
  'UNCOLLECTIBLE',
];

type Offer = (invoice: InvoiceForActions) => boolean | 'disabled';

const offeredWhen = {
  edit: (i) => i.status === 'DRAFT' && i.invoiceType === 'INVOICE',
  // A direct-debit invoice is cancelled only once paid; otherwise the entry shows, disabled.
  cancel: (i) => {
    if (NOT_CANCELLABLE.includes(i.status)) return false;
    return i.paymentMethod !== 'DIRECT_DEBIT' || i.status === 'PAID' || 'disabled';
  },
  correct: (i) => i.status === 'OPEN' || i.status === 'PAID',
  delete: (i) => i.status === 'DRAFT',
  completeRefund: (i) => i.status === 'REFUND_IN_PROGRESS',
  finalize: (i) =>
    i.status === 'DRAFT' &&
    (i.invoiceType === 'CORRECTIVE_INVOICE' || i.invoiceType === 'CANCELLATION_INVOICE'),
  downloadPdf: (i) => WITH_PDF.includes(i.status),
  events: () => true,
  details: (i) => i.status !== 'DRAFT',
} satisfies Record<InvoiceAction, Offer>;

/** The actions offered for an invoice, in menu order. */
export const invoiceActions = (invoice: InvoiceForActions): OfferedAction[] =>
  invoiceActionKeys.flatMap((action): OfferedAction[] => {
    const offer = offeredWhen[action](invoice);
    if (offer === 'disabled') return [{ action, disabledReason: 'notAllowedForDirectDebit' }];
    return offer ? [{ action }] : [];
  });
