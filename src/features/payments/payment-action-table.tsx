/**
 * The payments' actions (spec 3 §4), each declared once: the row menu and the list's bulk actions
 * are both made from this table (action-table.ts). Which state offers which action is the pure
 * table of payment-actions.ts; here each action gets its label, icon, reasons and calls.
 */
import {
  IconBan,
  IconCircleCheck,
  IconClockHour4,
  IconCopy,
  IconDownload,
  IconFileSearch,
  IconHeartHandshake,
  IconMailForward,
  IconReceiptRefund,
} from '@tabler/icons-react';
import type { Payment } from '@generated/model/payment';
import { changePaymentState, sendPaymentReminder } from '@generated/api/payments/payments';
import type { actionTable } from '@/components/list';
import {
  isInvoiceRelated,
  paymentActionKeys,
  paymentActions,
  type PaymentAction,
  type PaymentActionContext,
  type PaymentForActions,
} from '@/entities/payment/payment-actions';
import { lazyPart } from '@/components/first-use/lazy-part';
import { onFirstUse } from '@/lib/on-first-use';

const bulkSteps = onFirstUse(() => import('./payment-bulk-steps'));
const CancelStep = lazyPart(() => bulkSteps.load().then((module) => module.BulkCancelStep));
const VerifyStep = lazyPart(() => bulkSteps.load().then((module) => module.BulkVerifyStep));

/** The state change of a verify or cancel, as the row dialogs and the bulk steps send it. */
export const changeState = (
  payment: Pick<Payment, 'id'>,
  body: Parameters<typeof changePaymentState>[1],
  signal: AbortSignal,
) => changePaymentState(payment.id, body, { signal });

/** The list's own context: no donation receipts (not in question on many rows), not the detail page. */
export const LIST_CONTEXT: PaymentActionContext = { donationReceiptsEnabled: false, inDetailView: false };

/**
 * Takes a payment where its menu offers the action; otherwise the reason: the online-only actions
 * skip other payments for their method, the rest for their state.
 */
const offered =
  (action: PaymentAction, context: PaymentActionContext, stateReason = 'lists:bulk.notOffered') =>
  (payment: PaymentForActions): string | null => {
    if (paymentActions(payment, context).includes(action)) return null;
    if (action === 'sendReminder')
      return payment.paymentMethod === 'DIRECT_DEBIT' ? 'bulk.skip.directDebit' : stateReason;
    if (action === 'cancel' || action === 'verify')
      return payment.paymentMethod === 'ONLINE_PAYMENT' ? stateReason : 'bulk.skip.notOnline';
    return stateReason;
  };

/** The reason a row is skipped for its state, by action (the actions a list runs on many rows). */
const stateReasons: Partial<Record<PaymentAction, string>> = {
  cancel: 'bulk.skip.cancelState',
  verify: 'bulk.skip.verifyState',
  sendReminder: 'bulk.skip.reminderState',
};

/** An action's rule in a context: null takes a payment, else the reason it is skipped. */
export const paymentRule = (action: PaymentAction, context: PaymentActionContext) =>
  offered(action, context, stateReasons[action]);

/** A payment of an invoice is cancelled with its invoice (its row menu shows a notice instead). */
export const invoiceRelatedRule = (payment: PaymentForActions) =>
  isInvoiceRelated(payment) ? 'bulk.skip.invoiceRelated' : null;

const icons: Record<PaymentAction, actionTable.Entry<Payment>['icon']> = {
  cancel: <IconBan size={16} />,
  verify: <IconCircleCheck size={16} />,
  markAsDonation: <IconHeartHandshake size={16} />,
  copyLink: <IconCopy size={16} />,
  completeRefund: <IconReceiptRefund size={16} />,
  sendReminder: <IconMailForward size={16} />,
  events: <IconClockHour4 size={16} />,
  details: <IconFileSearch size={16} />,
  downloadDonationReceipt: <IconDownload size={16} />,
};

/** What an action adds to its row-menu entry: a run on many rows. */
const onMany: Partial<Record<PaymentAction, Partial<actionTable.Entry<Payment>>>> = {
  cancel: {
    bulkLabel: 'payments:bulk.cancel',
    color: 'red',
    bulkRule: invoiceRelatedRule,
    Prepare: CancelStep,
  },
  verify: { Prepare: VerifyStep },
  sendReminder: { call: (payment, signal) => sendPaymentReminder(payment.id, { signal }) },
};

/** The payments' action table for a context (the detail page's menu, the donation setting). */
export const paymentActionTable = (context: PaymentActionContext): actionTable.Table<Payment> =>
  paymentActionKeys.map((action) => ({
    id: action,
    label: `payments:actions.${action}`,
    icon: icons[action],
    rule: paymentRule(action, context),
    ...onMany[action],
  }));
