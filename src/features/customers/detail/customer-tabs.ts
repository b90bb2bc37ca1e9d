import type { Customer } from '@/entities/customer/customer';
import type { ReactNode } from 'react';

/**
 * The tabs of the customer page in their order (spec 3 §2.5), each by the name the address uses
 * (…/payments, …/creditNotes, …/instalmentPlans, …).
 */
export const customerTabs = [
  'payments',
  'credits',
  'invoices',
  'creditNotes',
  'subscriptions',
  'instalmentPlans',
  'sepaMandates',
] as const;

export type CustomerTab = (typeof customerTabs)[number];

export const isCustomerTab = (value: string): value is CustomerTab =>
  customerTabs.some((tab) => tab === value);

/** What a tab's list gets: the customer (its paging is in the address: useListSearch). */
export type CustomerTabProps = { customer: Customer };

/**
 * The list each tab shows, filtered to the customer and without a customer column; null while
 * its area is not built, which shows a labelled 'coming soon' panel. The route fills it in.
 */
export type CustomerTabContents = Record<CustomerTab, ((props: CustomerTabProps) => ReactNode) | null>;
