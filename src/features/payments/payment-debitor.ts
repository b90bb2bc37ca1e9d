import type { PaymentDebitor } from '@generated/model/paymentDebitor';

/**
 * How a payment's customer is named: first and last name, else the e-mail address marked as
 * deleted (spec 2 §2: a customer without a name is shown as the e-mail plus '(debitor deleted)').
 */
export const debitorName = (debitor: PaymentDebitor | undefined): { name: string; deleted: boolean } => {
  const name = [debitor?.firstName, debitor?.lastName].filter(Boolean).join(' ').trim();
  if (name) return { name, deleted: false };
  return { name: debitor?.emailAddress ?? '', deleted: true };
};
