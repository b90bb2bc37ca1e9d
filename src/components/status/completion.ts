/**
 * How far a payment or credit has come, as the completion bar shows it (spec 3 §4; the same
 * figures as the agent payments table of spec 1 §4): 10, 25, 80 or 100 percent.
 */
import type { CreditStatus } from '@generated/model/creditStatus';
import type { PaymentState } from '@generated/model/paymentState';

export const paymentCompletion = {
  CREATING: 10,
  PENDING: 25,
  CHARGED_BACK: 25,
  MANUAL: 25,
  REFUND_IN_PROGRESS: 25,
  COMPLETED: 80,
  ABORTED: 100,
  ERROR: 100,
  CANCELLED: 100,
  VERIFIED: 100,
  REFUND_COMPLETED: 100,
} satisfies Record<PaymentState, number>;

export const creditCompletion = {
  CREATING: 10,
  PENDING: 25,
  SENT: 100,
  ERROR: 100,
} satisfies Record<CreditStatus, number>;
