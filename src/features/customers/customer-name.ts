import type { Customer } from '@/entities/customer/customer';

type Named = Pick<Customer, 'firstName' | 'lastName' | 'companyName' | 'emailAddress'>;

/** First and last name. */
export const personName = (customer: Named) =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ').trim();

/** Spec 3 §3: a customer without name or company has been deleted; only the e-mail stays. */
export const isDeletedCustomer = (customer: Named) => !personName(customer) && !customer.companyName?.trim();

/**
 * How a customer is called in a title or a menu: the company, else the person, else the e-mail
 * address (marked as deleted by the caller, spec 2 §2).
 */
export const customerName = (customer: Named) =>
  customer.companyName?.trim() || personName(customer) || customer.emailAddress;
