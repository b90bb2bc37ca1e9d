/** Finalizing invoices and the cancellation and correction flows (spec 3 §4). */
import { CancelInvoiceBody, CorrectInvoiceBody } from '../../../src-generated/zod/invoices/invoices.zod';
import type { InvoiceAdjustment } from '../../../src-generated/model/invoiceAdjustment';
import type { InvoiceType } from '../../../src-generated/model/invoiceType';
import { invoiceTotals } from './amounts';
import { completePaymentRefund, createInvoicePayment, settlePayment } from './payments';
import { invoicePdf } from './pdf';
import { internalRefFor, nextInvoiceNumber } from './numbers';
import type { Db } from '../../db/schema';
import { nextId, nowIso } from '../../lib/ids';
import { badRequest, base64Document, ok } from '../../lib/respond';
import { route } from '../../lib/route';
import {
  type InvoiceRecord,
  SYSTEM,
  addEvents,
  applyStep,
  findInvoice,
  invoiceNotFound,
  refusal,
  toInvoice,
} from './store';

/** Cancellation reasons are 5 to 60 characters (spec 2 §9); the contract only caps them at 60. */
const checkReasons = (input: InvoiceAdjustment) => {
  for (const [field, value] of [
    ['invoiceCorrectionReasonExternal', input.invoiceCorrectionReasonExternal],
    ['invoiceCorrectionReasonInternal', input.invoiceCorrectionReasonInternal],
  ] as const) {
    if (value !== undefined && (value.trim().length < 5 || value.length > 60))
      return badRequest(`${field} must be 5 to 60 characters`);
  }
  return undefined;
};

const reasonsOf = (input: InvoiceAdjustment) =>
  input.invoiceCorrectionReasonExternal || input.invoiceCorrectionReasonInternal
    ? {
        cancelReasonDebitor: input.invoiceCorrectionReasonExternal,
        cancelReasonInternal: input.invoiceCorrectionReasonInternal,
      }
    : undefined;

/** Numbers the document and gives a billing document the internal reference its payment will carry. */
const assignNumber = (db: Db, invoice: InvoiceRecord, now: string) => {
  const numbers = db.invoices.map((candidate) => candidate.invoiceNumber);
  invoice.invoiceNumber = nextInvoiceNumber(numbers, invoice.invoiceType, new Date(now).getUTCFullYear());
  if (invoice.invoiceType !== 'CANCELLATION_INVOICE')
    invoice.internalRef = internalRefFor(invoice.invoiceNumber);
};

/** Requests the money of a finalized document (event PAYMENT_CREATED, as the backend does). */
const requestPayment = (db: Db, invoice: InvoiceRecord, now: string, userEmail: string) => {
  invoice.paymentStatus = 'PENDING';
  const payment = createInvoicePayment(db, invoice, now, userEmail);
  if (!payment) return;
  invoice.paymentId = payment.id;
  addEvents(db, invoice.id, ['PAYMENT_CREATED'], SYSTEM, now, payment.id);
};

/**
 * The draft adjustment of an original: a cancellation invoice mirrors it with negative prices, a
 * corrective invoice starts as a copy the user then edits. An existing draft is reused, so
 * starting the wizard twice leaves one draft.
 */
const draftAdjustment = (
  db: Db,
  original: InvoiceRecord,
  invoiceType: InvoiceType,
  input: InvoiceAdjustment,
  userEmail: string,
) => {
  const existing = db.invoices.find(
    (candidate) =>
      candidate.originalInvoiceId === original.id &&
      candidate.invoiceType === invoiceType &&
      candidate.status === 'DRAFT',
  );
  if (existing) {
    existing.cancelStatus = reasonsOf(input);
    return { draft: existing, created: false };
  }
  const sign = invoiceType === 'CANCELLATION_INVOICE' ? -1 : 1;
  const positions = (original.positions ?? []).map((position) => ({
    ...position,
    price: sign * position.price,
  }));
  const now = nowIso();
  const draft: InvoiceRecord = {
    id: nextId(db),
    invoiceType,
    status: 'DRAFT',
    debitor: original.debitor,
    creditorBankAccount: original.creditorBankAccount,
    positions,
    ...invoiceTotals(positions, original.defaultTaxRate, original.reverseCharge),
    defaultTaxRate: original.defaultTaxRate,
    reverseCharge: original.reverseCharge,
    vatId: original.vatId,
    taxId: original.taxId,
    paymentTermInDays: original.paymentTermInDays,
    servicePeriodStart: original.servicePeriodStart,
    servicePeriodEnd: original.servicePeriodEnd,
    servicePeriodVariant: original.servicePeriodVariant,
    paymentMethod: original.paymentMethod,
    cancelStatus: reasonsOf(input),
    metadata: original.metadata,
    createdDateTimeUTC: now,
    originalInvoiceId: original.id,
  };
  db.invoices.push(draft);
  addEvents(db, draft.id, ['CREATED'], userEmail, now);
  return { draft, created: true };
};

const PREVIEW_PREFIX: Partial<Record<InvoiceType, string>> = {
  CANCELLATION_INVOICE: 'Stornierung_',
  CORRECTIVE_INVOICE: 'Korrektur_',
};

export const invoiceActionHandlers = [
  route('finalizeInvoice', ({ db, params, userEmail }) => {
    const invoice = findInvoice(db, params.id);
    if (!invoice) return invoiceNotFound();
    const now = nowIso();
    const user = userEmail ?? SYSTEM;
    const refused = applyStep(db, invoice, 'finalize', user, now);
    if (refused) return refused;
    assignNumber(db, invoice, now);
    requestPayment(db, invoice, now, user);
    return ok(toInvoice(invoice));
  }),

  route('cancelInvoice', ({ db, body, userEmail }) => {
    const input = CancelInvoiceBody.parse(body);
    const invalid = checkReasons(input);
    if (invalid) return invalid;
    const original = findInvoice(db, input.refToOriginalInvoice);
    if (!original) return invoiceNotFound();
    const refused = refusal(original, 'cancel');
    if (refused) return refused;
    const { draft } = draftAdjustment(db, original, 'CANCELLATION_INVOICE', input, userEmail ?? SYSTEM);
    return ok(toInvoice(draft));
  }),

  route('previewInvoiceCancellation', async ({ db, params }) => {
    const draft = findInvoice(db, params.id);
    if (!draft) return invoiceNotFound();
    const refused = refusal(draft, 'previewAdjustment');
    if (refused) return refused;
    const original = findInvoice(db, draft.originalInvoiceId);
    const name = `${PREVIEW_PREFIX[draft.invoiceType] ?? ''}${original?.invoiceNumber ?? draft.id}.pdf`;
    return ok(base64Document(name, await invoicePdf(db, draft, true)));
  }),

  route('finalizeInvoiceCancellation', ({ db, params, userEmail }) => {
    const draft = findInvoice(db, params.id);
    if (!draft) return invoiceNotFound();
    const original = findInvoice(db, draft.originalInvoiceId);
    const refused =
      refusal(draft, 'finalizeCancellation') ??
      (original ? refusal(original, 'cancelledByCancellation') : badRequest('original invoice is unknown'));
    if (refused || !original) return refused ?? invoiceNotFound();
    const now = nowIso();
    const user = userEmail ?? SYSTEM;
    assignNumber(db, draft, now);
    applyStep(db, draft, 'finalizeCancellation', user, now);
    applyStep(db, original, 'cancelledByCancellation', user, now);
    original.cancelStatus = draft.cancelStatus;
    settlePayment(db, original, draft.cancelStatus, true);
    original.paymentStatus = original.status === 'REFUND_IN_PROGRESS' ? 'REFUND_IN_PROGRESS' : 'CANCELLED';
    return ok(toInvoice(draft));
  }),

  route('completeInvoiceRefund', ({ db, params, userEmail }) => {
    const invoice = findInvoice(db, params.id);
    if (!invoice) return invoiceNotFound();
    const refused = applyStep(db, invoice, 'completeRefund', userEmail ?? SYSTEM, nowIso());
    if (refused) return refused;
    completePaymentRefund(db, invoice);
    invoice.paymentStatus = 'REFUND_COMPLETED';
    return ok(toInvoice(invoice));
  }),

  route('correctInvoice', ({ db, body, userEmail }) => {
    const input = CorrectInvoiceBody.parse(body);
    const invalid = checkReasons(input);
    if (invalid) return invalid;
    const original = findInvoice(db, input.refToOriginalInvoice);
    if (!original) return invoiceNotFound();
    const refused = refusal(original, 'correct');
    if (refused) return refused;
    const user = userEmail ?? SYSTEM;
    const { draft, created } = draftAdjustment(db, original, 'CORRECTIVE_INVOICE', input, user);
    if (created) applyStep(db, original, 'correct', user, draft.createdDateTimeUTC);
    return ok(toInvoice(draft));
  }),

  route('finalizeInvoiceCorrection', ({ db, params, userEmail }) => {
    const draft = findInvoice(db, params.id);
    if (!draft) return invoiceNotFound();
    const original = findInvoice(db, draft.originalInvoiceId);
    const refused =
      refusal(draft, 'finalizeCorrection') ??
      (original ? refusal(original, 'cancelledByCorrection') : badRequest('original invoice is unknown'));
    if (refused || !original) return refused ?? invoiceNotFound();
    const now = nowIso();
    const user = userEmail ?? SYSTEM;
    assignNumber(db, draft, now);
    applyStep(db, draft, 'finalizeCorrection', user, now);
    requestPayment(db, draft, now, user);
    applyStep(db, original, 'cancelledByCorrection', user, now);
    settlePayment(db, original, draft.cancelStatus, false);
    const payment = db.payments.find((candidate) => candidate.id === original.paymentId);
    original.paymentStatus = payment?.state ?? 'CANCELLED';
    return ok(toInvoice(draft));
  }),
];
