/**
 * The rules of the new payment dialog that depend on the customer and the company (spec 2 §5):
 * which payment methods are offered, which notifications are sent, which options appear.
 */
import type { Customer } from '@/entities/customer/customer';
import type { AccountSettings } from '@generated/model/accountSettings';
import type { PaymentMethod } from '@generated/model/paymentMethod';
import type { PaymentNotifications } from '@generated/model/paymentNotifications';
import { businessDaysFromToday } from '@/lib/business-date';

/** Direct debit only when the customer pays by direct debit and it is active on the bank account. */
export const allowedPaymentMethods = (
  customer: Pick<Customer, 'paymentMethod'> | null | undefined,
  directDebitActive: boolean,
): PaymentMethod[] =>
  customer?.paymentMethod === 'DIRECT_DEBIT' && directDebitActive
    ? ['ONLINE_PAYMENT', 'DIRECT_DEBIT']
    : ['ONLINE_PAYMENT'];

/** The method a newly chosen customer starts with: their own, when it is offered. */
export const initialPaymentMethod = (
  allowed: PaymentMethod[],
  customer: Pick<Customer, 'paymentMethod'> | null | undefined,
) => (customer && allowed.includes(customer.paymentMethod) ? customer.paymentMethod : 'ONLINE_PAYMENT');

/** 'disable notifications' is offered only with notification settings enabled, never for direct debit. */
export const canDisableNotifications = (method: PaymentMethod, settings: AccountSettings | undefined) =>
  settings?.paymentNotificationSettingsEnabled === true && method !== 'DIRECT_DEBIT';

/** Direct debit always notifies by e-mail; otherwise NONE only when the user disabled it. */
export const paymentNotifications = (
  method: PaymentMethod,
  disableNotifications: boolean,
  settings: AccountSettings | undefined,
): PaymentNotifications =>
  disableNotifications && canDisableNotifications(method, settings) ? 'NONE' : 'EMAIL';

/** The default and earliest charge date: tomorrow in Germany, as the date pickers write it. */
export const tomorrow = (now: Date = new Date()) => businessDaysFromToday(1, now);

export const MAX_INVOICE_BYTES = 2_097_152;

export const isPdf = (file: Pick<File, 'name' | 'type'>) =>
  file.type === 'application/pdf' || (!file.type && file.name.toLowerCase().endsWith('.pdf'));
