/**
 * The payment behind an invoice. Finalizing an invoice makes the backend request the money (event
 * PAYMENT_CREATED), and cancelling or refunding the invoice moves that payment along, so the
 * payments list and the transaction detail page tell the same story as the invoice.
 */
import type { CancelStatus } from '../../../src-generated/model/cancelStatus';
import type { PaymentState } from '../../../src-generated/model/paymentState';
import type { Db } from '../../db/schema';
import { nextId } from '../../lib/ids';

type InvoiceRecord = Db['invoices'][number];

/** Payment states in which the money has not arrived yet, so cancelling the invoice cancels it. */
const UNSETTLED: readonly PaymentState[] = [
  'CREATING',
  'PENDING',
  'MANUAL',
  'ERROR',
  'ABORTED',
  'CHARGED_BACK',
];
const SETTLED: readonly PaymentState[] = ['COMPLETED', 'VERIFIED'];

export const createInvoicePayment = (db: Db, invoice: InvoiceRecord, now: string, userEmail: string) => {
  if (invoice.total <= 0 || !invoice.debitor || !invoice.invoiceNumber) return undefined;
  const payment: Db['payments'][number] = {
    id: nextId(db),
    state: 'PENDING',
    paymentMethod: invoice.paymentMethod ?? 'ONLINE_PAYMENT',
    paymentType: 'INVOICE',
    purpose: `Rechnung ${invoice.invoiceNumber}`,
    amount: invoice.total,
    createdDateTimeUTC: now,
    debitor: {
      firstName: invoice.debitor.firstName,
      lastName: invoice.debitor.lastName,
      emailAddress: invoice.debitor.emailAddress,
    },
    debitorRef: invoice.debitor.id,
    invoice: { internalRef: invoice.internalRef },
  };
  db.payments.push(payment);
  db.paymentEvents.push({
    eventType: 'PAYMENT_REQUESTED_BY_CREDITOR',
    eventDateTime: now,
    paymentId: payment.id,
    triggeredBy: userEmail,
  });
  return payment;
};

/**
 * What replacing an invoice does to its payment: an unsettled payment is cancelled; a settled one
 * is refunded when a cancellation invoice replaces the invoice (a corrective invoice keeps it).
 */
export const settlePayment = (
  db: Db,
  invoice: InvoiceRecord,
  reasons: CancelStatus | undefined,
  refundSettled: boolean,
) => {
  const payment = db.payments.find((candidate) => candidate.id === invoice.paymentId);
  if (!payment) return;
  if (UNSETTLED.includes(payment.state)) {
    payment.state = 'CANCELLED';
    if (reasons) payment.cancelStatus = reasons;
  } else if (refundSettled && SETTLED.includes(payment.state)) {
    payment.state = 'REFUND_IN_PROGRESS';
  }
};

export const completePaymentRefund = (db: Db, invoice: InvoiceRecord) => {
  const payment = db.payments.find((candidate) => candidate.id === invoice.paymentId);
  if (payment?.state === 'REFUND_IN_PROGRESS') payment.state = 'REFUND_COMPLETED';
};
