/**
 * The backend's rules for payments, in one place: what may happen to a payment in which state
 * (spec 3 §4, row actions by state; spec 2 §4) and the values it derives for a new one. Cancel
 * leads to CANCELLED, mark as verified to VERIFIED, complete refund to REFUND_COMPLETED;
 * reminders, donation marking and the payment link leave the state as it is.
 */
import type { Debitor } from '../../../src-generated/model/debitor';
import type { PaymentMethod } from '../../../src-generated/model/paymentMethod';
import type { PaymentState } from '../../../src-generated/model/paymentState';
import type { PaymentRecord } from '../../db/schema';

export type PaymentAction =
  'cancel' | 'verify' | 'markAsDonation' | 'copyLink' | 'completeRefund' | 'sendReminder';

export const PAYMENT_STATES: readonly PaymentState[] = [
  'CREATING',
  'PENDING',
  'COMPLETED',
  'VERIFIED',
  'ABORTED',
  'MANUAL',
  'ERROR',
  'CANCELLED',
  'REFUND_IN_PROGRESS',
  'REFUND_COMPLETED',
  'CHARGED_BACK',
];

/** The states in which each action is offered. */
export const ACTION_STATES: Record<PaymentAction, readonly PaymentState[]> = {
  cancel: ['PENDING', 'CHARGED_BACK', 'MANUAL', 'ABORTED', 'ERROR', 'CREATING'],
  verify: ['PENDING', 'CHARGED_BACK', 'MANUAL', 'ABORTED', 'ERROR', 'COMPLETED'],
  markAsDonation: PAYMENT_STATES.filter(
    (state) => !['ABORTED', 'ERROR', 'CANCELLED', 'REFUND_IN_PROGRESS', 'REFUND_COMPLETED'].includes(state),
  ),
  copyLink: ['PENDING', 'CHARGED_BACK', 'MANUAL', 'ERROR', 'ABORTED'],
  completeRefund: ['REFUND_IN_PROGRESS'],
  sendReminder: ['PENDING', 'CHARGED_BACK', 'MANUAL', 'ABORTED'],
};

/** Cancel, verify and the payment link exist only for online payments; reminders not for direct debit. */
const ONLINE_ONLY: readonly PaymentAction[] = ['cancel', 'verify', 'copyLink', 'sendReminder'];

const TARGET_STATE: Partial<Record<PaymentAction, PaymentState>> = {
  cancel: 'CANCELLED',
  verify: 'VERIFIED',
  completeRefund: 'REFUND_COMPLETED',
};

const ACTION_NAMES: Record<PaymentAction, string> = {
  cancel: 'cancelled',
  verify: 'marked as verified',
  markAsDonation: 'marked as donation',
  copyLink: 'paid by link',
  completeRefund: 'refund-completed',
  sendReminder: 'reminded',
};

export type PaymentFacts = {
  state: PaymentState;
  paymentMethod?: PaymentMethod;
  isDonation?: boolean;
  invoice?: { internalRef?: string };
};

export type PaymentCheck = { allowed: true; state: PaymentState } | { allowed: false; reason: string };

export const checkPaymentAction = (
  payment: PaymentFacts,
  action: PaymentAction,
  company: { donationReceiptsEnabled: boolean } = { donationReceiptsEnabled: true },
): PaymentCheck => {
  const method = payment.paymentMethod ?? 'ONLINE_PAYMENT';
  if (ONLINE_ONLY.includes(action) && method !== 'ONLINE_PAYMENT') {
    return { allowed: false, reason: `A direct debit payment cannot be ${ACTION_NAMES[action]}` };
  }
  if (action === 'cancel' && payment.invoice?.internalRef) {
    return { allowed: false, reason: 'The payment belongs to an invoice and cannot be cancelled' };
  }
  if (action === 'markAsDonation') {
    if (!company.donationReceiptsEnabled)
      return { allowed: false, reason: 'Donation receipts are not enabled' };
    if (payment.isDonation) return { allowed: false, reason: 'The payment is already a donation' };
  }
  if (!ACTION_STATES[action].includes(payment.state)) {
    return {
      allowed: false,
      reason: `A payment in state ${payment.state} cannot be ${ACTION_NAMES[action]}`,
    };
  }
  return { allowed: true, state: TARGET_STATE[action] ?? payment.state };
};

/** Every state change the actions allow, as (from, action, to) rows. */
export const paymentTransitions = (): { from: PaymentState; action: PaymentAction; to: PaymentState }[] =>
  (['cancel', 'verify', 'completeRefund'] as const).flatMap((action) =>
    ACTION_STATES[action].map((from) => ({ from, action, to: TARGET_STATE[action] ?? from })),
  );

export const roundCents = (amount: number) => Math.round(amount * 100) / 100;

const VERIFICATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The reference a debtor writes on a bank transfer, e.g. VF-8K2M4Q. */
export const verificationId = (random: () => number) =>
  `VF-${Array.from({ length: 6 }, () => VERIFICATION_ALPHABET[Math.floor(random() * VERIFICATION_ALPHABET.length)]).join('')}`;

export const donationReceiptUrl = (paymentId: string) =>
  `https://belege.example.de/zuwendungsbestaetigungen/${paymentId}.pdf`;

/** YYYY-MM-DD of the day after `iso`. */
export const nextDay = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString().slice(0, 10);

/** The customer as a payment embeds it. */
export const embeddedDebitor = (debitor: Debitor): NonNullable<PaymentRecord['debitor']> => ({
  ...(debitor.firstName ? { firstName: debitor.firstName } : {}),
  ...(debitor.lastName ? { lastName: debitor.lastName } : {}),
  emailAddress: debitor.emailAddress,
});
