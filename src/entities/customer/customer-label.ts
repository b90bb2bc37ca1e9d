import type { Customer } from '@/entities/customer/customer';

/** A customer in the picker: company or name, and the e-mail address. */
export const customerLabel = (
  customer: Pick<Customer, 'firstName' | 'lastName' | 'companyName' | 'emailAddress'>,
) => {
  const person = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const name = customer.companyName
    ? person
      ? `${customer.companyName} (${person})`
      : customer.companyName
    : person;
  return name ? `${name} · ${customer.emailAddress}` : customer.emailAddress;
};
