import type { CustomerSummary } from '@/entities/customer/customer';

/**
 * How an invoice's customer is named: company, else first and last name; without either the
 * customer is shown as deleted (spec 3 §3), by the e-mail address where there is one.
 */
export const invoiceCustomerName = (
  customer: CustomerSummary | undefined,
): { name: string; deleted: boolean } => {
  const person = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ').trim();
  const name = customer?.companyName?.trim() || person;
  if (name) return { name, deleted: false };
  return { name: customer?.emailAddress ?? '', deleted: true };
};
