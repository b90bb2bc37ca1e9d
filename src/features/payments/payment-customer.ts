import type { PaymentCustomer } from '@/entities/customer/customer';

/**
 * How a payment's customer is named: first and last name, else the e-mail address marked as
 * deleted (spec 2 §2: a customer without a name is shown as the e-mail plus '(debitor deleted)').
 */
export const customerName = (customer: PaymentCustomer | undefined): { name: string; deleted: boolean } => {
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ').trim();
  if (name) return { name, deleted: false };
  return { name: customer?.emailAddress ?? '', deleted: true };
};
