import type { Debitor } from '@generated/model/debitor';

/** A customer in the picker: company or name, and the e-mail address. */
export const debitorLabel = (
  debitor: Pick<Debitor, 'firstName' | 'lastName' | 'companyName' | 'emailAddress'>,
) => {
  const person = [debitor.firstName, debitor.lastName].filter(Boolean).join(' ');
  const name = debitor.companyName
    ? person
      ? `${debitor.companyName} (${person})`
      : debitor.companyName
    : person;
  return name ? `${name} · ${debitor.emailAddress}` : debitor.emailAddress;
};
