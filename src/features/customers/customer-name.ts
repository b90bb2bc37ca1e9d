import type { Debitor } from '@generated/model/debitor';

type Named = Pick<Debitor, 'firstName' | 'lastName' | 'companyName' | 'emailAddress'>;

/** First and last name. */
export const personName = (debitor: Named) =>
  [debitor.firstName, debitor.lastName].filter(Boolean).join(' ').trim();

/** Spec 3 §3: a customer without name or company has been deleted; only the e-mail stays. */
export const isDeletedCustomer = (debitor: Named) => !personName(debitor) && !debitor.companyName?.trim();

/**
 * How a customer is called in a title or a menu: the company, else the person, else the e-mail
 * address (marked as deleted by the caller, spec 2 §2).
 */
export const customerName = (debitor: Named) =>
  debitor.companyName?.trim() || personName(debitor) || debitor.emailAddress;
