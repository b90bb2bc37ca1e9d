import type { CustomerSummary } from '@/entities/customer/customer';

/** A plan's customer by name; one without a name is the e-mail address plus the deleted mark. */
export const customerName = (customer: CustomerSummary | undefined, deletedLabel: string) => {
  const name =
    customer?.companyName || [customer?.firstName, customer?.lastName].filter(Boolean).join(' ').trim();
  return name || `${customer?.emailAddress ?? '--'} ${deletedLabel}`;
};
