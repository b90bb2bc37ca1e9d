/**
 * The payments list's bulk actions: send a reminder, mark as verified (paid) and cancel, made from
 * the payments' action table (payment-action-table.tsx), which the row menu is made from too.
 */
import type { Payment } from '@generated/model/payment';
import { actionTable } from '@/components/list';
import { paymentListKeys } from './api';
import type { PaymentForActions } from '@/entities/payment/payment-actions';
import { invoiceRelatedRule, LIST_CONTEXT, paymentActionTable, paymentRule } from './payment-action-table';

const actions = actionTable.bulk(paymentActionTable(LIST_CONTEXT));

/** Each bulk action's rule (as the table gives it): null takes a payment, else why it is skipped. */
export const paymentBulkRules = {
  sendReminder: paymentRule('sendReminder', LIST_CONTEXT),
  cancel: actionTable.ruleOnMany({ rule: paymentRule('cancel', LIST_CONTEXT), bulkRule: invoiceRelatedRule }),
  verify: paymentRule('verify', LIST_CONTEXT),
} satisfies Record<string, actionTable.BulkRule<PaymentForActions>>;

export const paymentsBulk: actionTable.Bulk<Payment> = {
  rowName: (payment) => payment.purpose,
  noun: 'payments:bulk.noun',
  amount: (payment) => payment.amount,
  actions,
  invalidates: paymentListKeys(),
};
