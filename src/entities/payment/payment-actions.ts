/**
 * Which row actions a payment offers in which state: the table of spec 3 §4 as a pure function.
 */
import type { Payment } from '@generated/model/payment';
import type { PaymentState } from '@generated/model/paymentState';

export const paymentActionKeys = [
  'cancel',
  'verify',
  'markAsDonation',
  'copyLink',
  'completeRefund',
  'sendReminder',
  'events',
  'details',
  'downloadDonationReceipt',
] as const;

export type PaymentAction = (typeof paymentActionKeys)[number];

export type PaymentActionContext = {
  /** company.accountSettings.isDonationReceiptsEnabled */
  donationReceiptsEnabled: boolean;
  /** The menu sits on the payment's own detail page. */
  inDetailView: boolean;
};

export type PaymentForActions = Pick<
  Payment,
  'state' | 'paymentMethod' | 'isDonation' | 'donation' | 'invoice'
>;

const CANCELLABLE: readonly PaymentState[] = [
  'PENDING',
  'CHARGED_BACK',
  'MANUAL',
  'ABORTED',
  'ERROR',
  'CREATING',
];
const VERIFIABLE: readonly PaymentState[] = [
  'PENDING',
  'CHARGED_BACK',
  'MANUAL',
  'ABORTED',
  'ERROR',
  'COMPLETED',
];
const NOT_FOR_DONATION: readonly PaymentState[] = [
  'ABORTED',
  'ERROR',
  'CANCELLED',
  'REFUND_IN_PROGRESS',
  'REFUND_COMPLETED',
];
const LINK_COPYABLE: readonly PaymentState[] = ['PENDING', 'CHARGED_BACK', 'MANUAL', 'ERROR', 'ABORTED'];
const REMINDABLE: readonly PaymentState[] = ['PENDING', 'CHARGED_BACK', 'MANUAL', 'ABORTED'];

const offeredWhen = {
  cancel: (p) => p.paymentMethod === 'ONLINE_PAYMENT' && CANCELLABLE.includes(p.state),
  verify: (p) => p.paymentMethod === 'ONLINE_PAYMENT' && VERIFIABLE.includes(p.state),
  markAsDonation: (p, c) => c.donationReceiptsEnabled && !p.isDonation && !NOT_FOR_DONATION.includes(p.state),
  copyLink: (p) => p.paymentMethod === 'ONLINE_PAYMENT' && LINK_COPYABLE.includes(p.state),
  completeRefund: (p) => p.state === 'REFUND_IN_PROGRESS',
  sendReminder: (p) => p.paymentMethod !== 'DIRECT_DEBIT' && REMINDABLE.includes(p.state),
  events: () => true,
  details: (_, c) => !c.inDetailView,
  downloadDonationReceipt: (p, c) => c.donationReceiptsEnabled && Boolean(p.donation?.documentPublicUrl),
} satisfies Record<PaymentAction, (payment: PaymentForActions, context: PaymentActionContext) => boolean>;

/** The actions offered for a payment, in menu order. */
export const paymentActions = (payment: PaymentForActions, context: PaymentActionContext): PaymentAction[] =>
  paymentActionKeys.filter((action) => offeredWhen[action](payment, context));

/** A payment of an invoice cannot be cancelled here: cancel shows a notice instead. */
export const isInvoiceRelated = (payment: Pick<Payment, 'invoice'>): boolean =>
  Boolean(payment.invoice?.internalRef);
