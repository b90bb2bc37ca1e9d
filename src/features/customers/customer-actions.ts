/**
 * The customer menu (spec 2 §2) as a pure function: which entries a customer offers where.
 */
import type { Customer } from '@/entities/customer/customer';
import { isDeletedCustomer } from './customer-name';

export const customerActionKeys = [
  'newPayment',
  'newInvoice',
  'newInstalmentPlan',
  'payments',
  'edit',
  'editInvoiceEmails',
  'delete',
  'changePaymentMethod',
  'resendInvitation',
] as const;

export type CustomerAction = (typeof customerActionKeys)[number];

/** The entries that open another area's dialog: shown once that area passes its dialog in. */
export const slotActions = ['newPayment', 'newInvoice', 'newInstalmentPlan'] as const;
export type SlotAction = (typeof slotActions)[number];

export type CustomerActionContext = {
  /** The menu sits in the customer's own page header: 'payments' is left out there. */
  inDetailView: boolean;
  /** The areas whose create dialog is available. */
  available: Readonly<Record<SlotAction, boolean>>;
};

export type CustomerForActions = Pick<Customer, 'firstName' | 'lastName' | 'companyName' | 'emailAddress'>;

const isSlotAction = (action: CustomerAction): action is SlotAction =>
  slotActions.some((slot) => slot === action);

/**
 * A deleted customer only leads to its payments (documents keep it); every other entry needs a
 * customer that still exists.
 */
export const customerActions = (
  customer: CustomerForActions,
  { inDetailView, available }: CustomerActionContext,
): CustomerAction[] => {
  const deleted = isDeletedCustomer(customer);
  return customerActionKeys.filter((action) => {
    if (action === 'payments') return !inDetailView;
    if (deleted) return false;
    return isSlotAction(action) ? available[action] : true;
  });
};
