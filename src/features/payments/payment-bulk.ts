/**
 * The payments list's bulk actions (issue 30): send a reminder, cancel and mark as verified (paid),
 * each taking a payment only where its row menu offers the action (payment-actions.ts) and saying
 * why it skips the others.
 */
import { lazy } from 'react';
import type { Payment } from '@generated/model/payment';
import { changePaymentState, sendPaymentReminder } from '@generated/api/payments/payments';
import type { ListBulk } from '@/components/list-shell/bulk';
import type { BulkRule } from '@/components/list-shell/bulk-run';
import { paymentListKeys } from './api';
import {
  isInvoiceRelated,
  paymentActions,
  type PaymentAction,
  type PaymentForActions,
} from './payment-actions';

// The actions in question do not depend on donation receipts nor on the detail page.
const context = { donationReceiptsEnabled: false, inDetailView: false };
const offers = (payment: PaymentForActions, action: PaymentAction) =>
  paymentActions(payment, context).includes(action);

/** The online-only actions skip other payments for their method, the rest for their state. */
const byMenu =
  (action: PaymentAction, stateReason: string): BulkRule<PaymentForActions> =>
  (payment) => {
    if (offers(payment, action)) return null;
    if (action === 'sendReminder')
      return payment.paymentMethod === 'DIRECT_DEBIT' ? 'bulk.skip.directDebit' : stateReason;
    return payment.paymentMethod === 'ONLINE_PAYMENT' ? stateReason : 'bulk.skip.notOnline';
  };

export const paymentBulkRules = {
  sendReminder: byMenu('sendReminder', 'bulk.skip.reminderState'),
  // A payment of an invoice is cancelled with its invoice (its row menu shows a notice instead).
  cancel: (payment) =>
    byMenu('cancel', 'bulk.skip.cancelState')(payment) ??
    (isInvoiceRelated(payment) ? 'bulk.skip.invoiceRelated' : null),
  verify: byMenu('verify', 'bulk.skip.verifyState'),
} satisfies Record<string, BulkRule<PaymentForActions>>;

const CancelStep = lazy(() =>
  import('./payment-bulk-steps').then((module) => ({ default: module.BulkCancelStep })),
);
const VerifyStep = lazy(() =>
  import('./payment-bulk-steps').then((module) => ({ default: module.BulkVerifyStep })),
);

export const paymentsBulk: ListBulk<Payment> = {
  rowName: (payment) => payment.purpose,
  noun: 'payments:bulk.noun',
  amount: (payment) => payment.amount,
  actions: [
    {
      id: 'sendReminder',
      label: 'payments:actions.sendReminder',
      rule: paymentBulkRules.sendReminder,
      call: (payment, signal) => sendPaymentReminder(payment.id, { signal }),
    },
    { id: 'verify', label: 'payments:actions.verify', rule: paymentBulkRules.verify, Prepare: VerifyStep },
    {
      id: 'cancel',
      label: 'payments:bulk.cancel',
      color: 'red',
      rule: paymentBulkRules.cancel,
      Prepare: CancelStep,
    },
  ],
  invalidates: paymentListKeys(),
};

/** The state change of a verify or cancel, as the row dialogs send it. */
export const changeState = (
  payment: Pick<Payment, 'id'>,
  body: Parameters<typeof changePaymentState>[1],
  signal: AbortSignal,
) => changePaymentState(payment.id, body, { signal });
