/**
 * How each payment event looks on a timeline (spec 3 §4): which events end the payment and
 * whether they succeeded or failed. The payment's dialog and the detail pages of payments and
 * checkouts show them.
 */
import type { PaymentEventType } from '@generated/model/paymentEventType';
import type { TimelineTone } from '@/components/transaction-detail/detail-timeline';

export type EventTone = TimelineTone;
export type EventStyle = { final: boolean; tone: EventTone };

const plain: EventStyle = { final: false, tone: 'neutral' };

export const paymentEventStyles = {
  CREATED_BY_CREDITOR: plain,
  DIRECT_DEBIT_CREATED: plain,
  DIRECT_DEBIT_PENDING: plain,
  DIRECT_DEBIT_FUNDS_CHARGED_BACK: plain,
  CHARGE_BACK_NOTIFICATION_SEND: plain,
  CHARGE_BACK_REMINDER_SEND: plain,
  INVOICE_UPLOADED_BY_CREDITOR: plain,
  DEBIT_INVOICE_UPLOADED_BY_CREDITOR: plain,
  RESTARTED_BY_DEBITOR: plain,
  DEBITOR_NOTIFIED: plain,
  SEND_DONATION_RECEIPT: plain,
  FAILED_PAYMENT_FEES_APPLIED: plain,
  CANCELLED_BY_CREDITOR: { final: true, tone: 'error' },
  PAYMENT_PROCESS_COMPLETED_BY_CREDITOR: { final: true, tone: 'success' },
  PAYMENT_PROCESS_COMPLETED_MANUALLY_BY_DEBITOR: { final: true, tone: 'success' },
  DEBITOR_OPENED_NOTIFICATION: plain,
  MARKED_AS_DONATION: plain,
  DEBITOR_CLICKED_NOTIFICATION: plain,
  PAYMENT_PROCESS_STARTED_BY_DEBITOR: plain,
  PAYMENT_PROCESS_ABORTED_BY_DEBITOR: { final: false, tone: 'error' },
  PAYMENT_VERIFIED: { final: true, tone: 'success' },
  PAYMENT_PROCESS_COMPLETED_BY_DEBITOR: { final: true, tone: 'neutral' },
  PAYMENT_REQUESTED_BY_CREDITOR: plain,
  PAYMENT_REMINDER_SENT: plain,
  PAYMENT_EMAIL_BOUNCED: plain,
  DEBITOR_WANTS_TO_PAY_MANUALLY: plain,
  PAYMENT_REFUND_IN_PROGRESS: plain,
  PAYMENT_REFUND_COMPLETED_BY_CREDITOR: plain,
  PAYMENT_REFUND_COMPLETED: plain,
  PAYMENT_CANCELLATION: plain,
  PAYMENT_CONFIRMATION_SENT: plain,
  PAYMENT_MODIFIED: plain,
  IN_DUNNING: plain,
} satisfies Record<PaymentEventType, EventStyle>;
