import type { CustomerSummary } from '@/entities/customer/customer';

/** A list row's customer by name: the company, else first and last name; '' without either. */
export const summaryName = (customer: CustomerSummary | undefined) =>
  customer?.companyName || [customer?.firstName, customer?.lastName].filter(Boolean).join(' ').trim();

/** The customer as a list shows it in one line: the name, else the e-mail address and the deleted mark. */
export const summaryLabel = (customer: CustomerSummary | undefined, deletedLabel: string) =>
  summaryName(customer) || `${customer?.emailAddress ?? ''} ${deletedLabel}`.trim();
