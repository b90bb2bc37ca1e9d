/**
 * The invoice state machine (spec 3 §4): which action is allowed for which type and status, where
 * it leads, and the timeline events it leaves. Handlers and the seed both go through it, so the
 * seeded histories are ones the backend could have produced.
 */
import type { InvoiceEventType } from '../../../src-generated/model/invoiceEventType';
import type { InvoiceStatus } from '../../../src-generated/model/invoiceStatus';
import type { InvoiceType } from '../../../src-generated/model/invoiceType';
import type { PaymentMethod } from '../../../src-generated/model/paymentMethod';

export type InvoiceAction =
  // Actions of the portal user.
  | 'update'
  | 'delete'
  | 'finalize'
  | 'cancel'
  | 'correct'
  | 'previewAdjustment'
  | 'finalizeCancellation'
  | 'finalizeCorrection'
  | 'completeRefund'
  | 'downloadPdf'
  | 'reopen'
  // What finalizing an adjustment does to the original invoice.
  | 'cancelledByCancellation'
  | 'cancelledByCorrection'
  // What the backend does on its own (payments, reminders, dunning).
  | 'paid'
  | 'conflict'
  | 'remind'
  | 'dun'
  | 'writeOff'
  | 'paymentCancelled';

type Rule = {
  types: readonly InvoiceType[];
  from: readonly InvoiceStatus[];
  /** The next status; absent when the action leaves the status as it is. */
  to?: (from: InvoiceStatus) => InvoiceStatus;
  events: (from: InvoiceStatus) => InvoiceEventType[];
  actor: 'user' | 'system';
  refusal: string;
};

const ALL_TYPES: readonly InvoiceType[] = ['INVOICE', 'CORRECTIVE_INVOICE', 'CANCELLATION_INVOICE'];
const BILLED: readonly InvoiceType[] = ['INVOICE', 'CORRECTIVE_INVOICE'];
const UNPAID: readonly InvoiceStatus[] = ['OPEN', 'CONFLICT', 'REMINDED', 'IN_DUNNING', 'UNCOLLECTIBLE'];

/** The statuses whose PDF the portal offers (spec 3 §4, row action 'PDF download'). */
export const PDF_STATUSES: readonly InvoiceStatus[] = [
  'REFUND_IN_PROGRESS',
  'CANCELLATION_COMPLETED',
  'OPEN',
  'CANCELLED',
  'PAID',
  'IN_DUNNING',
  'REMINDED',
  'UNCOLLECTIBLE',
];

/**
 * Cancel is offered for every status but CANCELLED, CANCELLATION_COMPLETED and DRAFT; a
 * REFUND_IN_PROGRESS invoice already has its final cancellation invoice, so the mock refuses a
 * second one.
 */
const CANCELLABLE: readonly InvoiceStatus[] = [...UNPAID, 'PAID'];

const none = () => [];

export const invoiceRules: Record<InvoiceAction, Rule> = {
  update: {
    types: BILLED,
    from: ['DRAFT'],
    events: none,
    actor: 'user',
    refusal: 'Only draft invoices can be edited',
  },
  delete: {
    types: ALL_TYPES,
    from: ['DRAFT'],
    events: none,
    actor: 'user',
    refusal: 'Only draft invoices can be deleted',
  },
  finalize: {
    types: ['INVOICE'],
    from: ['DRAFT'],
    to: () => 'OPEN',
    events: () => ['FINALIZED'],
    actor: 'user',
    refusal: 'Only draft invoices can be finalized',
  },
  cancel: {
    types: BILLED,
    from: CANCELLABLE,
    events: none,
    actor: 'user',
    refusal: 'The invoice cannot be cancelled in its status',
  },
  correct: {
    types: BILLED,
    from: ['OPEN', 'PAID'],
    events: () => ['CORRECTION_INVOICE_CREATED'],
    actor: 'user',
    refusal: 'Only OPEN and PAID invoices can be corrected',
  },
  previewAdjustment: {
    types: ['CANCELLATION_INVOICE', 'CORRECTIVE_INVOICE'],
    from: ['DRAFT'],
    events: none,
    actor: 'user',
    refusal: 'Only draft cancellation or corrective invoices have a preview',
  },
  finalizeCancellation: {
    types: ['CANCELLATION_INVOICE'],
    from: ['DRAFT'],
    to: () => 'CANCELLED',
    events: () => ['FINALIZED'],
    actor: 'user',
    refusal: 'Only draft cancellation invoices can be finalized here',
  },
  finalizeCorrection: {
    types: ['CORRECTIVE_INVOICE'],
    from: ['DRAFT'],
    to: () => 'OPEN',
    events: () => ['FINALIZED'],
    actor: 'user',
    refusal: 'Only draft corrective invoices can be finalized here',
  },
  completeRefund: {
    types: BILLED,
    from: ['REFUND_IN_PROGRESS'],
    to: () => 'CANCELLATION_COMPLETED',
    events: () => ['REFUND_COMPLETED', 'CANCELLATION_COMPLETED'],
    actor: 'user',
    refusal: 'Only invoices with a refund in progress can complete it',
  },
  downloadPdf: {
    types: ALL_TYPES,
    from: PDF_STATUSES,
    events: none,
    actor: 'user',
    refusal: 'The invoice has no PDF in its status',
  },
  reopen: {
    types: BILLED,
    from: ['CANCELLED'],
    to: () => 'OPEN',
    events: () => ['REOPEN'],
    actor: 'user',
    refusal: 'Only invoices cancelled with their payment can be reopened',
  },
  cancelledByCancellation: {
    types: BILLED,
    from: CANCELLABLE,
    to: (from) => (from === 'PAID' ? 'REFUND_IN_PROGRESS' : 'CANCELLED'),
    events: (from) =>
      from === 'PAID'
        ? ['CANCELLED_BY_CANCELLATION_INVOICE', 'REFUND_IN_PROGRESS']
        : ['CANCELLED_BY_CANCELLATION_INVOICE'],
    actor: 'user',
    refusal: 'The invoice cannot be cancelled in its status',
  },
  cancelledByCorrection: {
    types: BILLED,
    from: ['OPEN', 'PAID'],
    to: () => 'CANCELLED',
    events: () => ['CANCELLED_BY_CORRECTION_INVOICE'],
    actor: 'user',
    refusal: 'The original invoice can no longer be corrected',
  },
  paid: {
    types: BILLED,
    from: UNPAID,
    to: () => 'PAID',
    events: none,
    actor: 'system',
    refusal: 'Only unpaid invoices can be paid',
  },
  conflict: {
    types: BILLED,
    from: ['OPEN', 'REMINDED', 'IN_DUNNING'],
    to: () => 'CONFLICT',
    events: none,
    actor: 'system',
    refusal: 'Only open invoices can run into a payment conflict',
  },
  remind: {
    types: BILLED,
    from: ['OPEN', 'REMINDED'],
    to: () => 'REMINDED',
    events: () => ['REMINDED'],
    actor: 'system',
    refusal: 'Only open invoices are reminded',
  },
  dun: {
    types: BILLED,
    from: ['REMINDED'],
    to: () => 'IN_DUNNING',
    events: () => ['IN_DUNNING'],
    actor: 'system',
    refusal: 'Only reminded invoices go into dunning',
  },
  writeOff: {
    types: BILLED,
    from: ['IN_DUNNING'],
    to: () => 'UNCOLLECTIBLE',
    events: () => ['UNCOLLECTIBLE'],
    actor: 'system',
    refusal: 'Only invoices in dunning become uncollectible',
  },
  paymentCancelled: {
    types: BILLED,
    from: ['OPEN'],
    to: () => 'CANCELLED',
    events: () => ['CANCELLED'],
    actor: 'system',
    refusal: 'Only open invoices lose their payment',
  },
};

export type InvoiceFacts = {
  status: InvoiceStatus;
  invoiceType: InvoiceType;
  paymentMethod?: PaymentMethod;
};

export type InvoiceStep =
  | { ok: true; status: InvoiceStatus; events: InvoiceEventType[]; actor: 'user' | 'system' }
  | { ok: false; message: string };

/** Whether the action is allowed for the invoice, and where it leads. */
export const stepInvoice = (action: InvoiceAction, invoice: InvoiceFacts): InvoiceStep => {
  const rule = invoiceRules[action];
  if (!rule.types.includes(invoice.invoiceType) || !rule.from.includes(invoice.status))
    return { ok: false, message: rule.refusal };
  const directDebitCancel = action === 'cancel' || action === 'cancelledByCancellation';
  if (directDebitCancel && invoice.paymentMethod === 'DIRECT_DEBIT' && invoice.status !== 'PAID')
    return { ok: false, message: 'not allowed for direct debit' };
  return {
    ok: true,
    status: rule.to ? rule.to(invoice.status) : invoice.status,
    events: rule.events(invoice.status),
    actor: rule.actor,
  };
};
