/** How invoices and subscriptions see a customer. */
import type { Debitor } from '../../../src-generated/model/debitor';
import type { DebitorAddress } from '../../../src-generated/model/debitorAddress';
import type { DebitorSummary } from '../../../src-generated/model/debitorSummary';

const filled = (value: string | undefined) => Boolean(value?.trim());

/** Line, or street plus house number; zip code; city; country (spec 2 §5). */
export const isAddressComplete = (address: DebitorAddress | undefined): boolean =>
  Boolean(
    address &&
    (filled(address.line) || (filled(address.street) && filled(address.houseNumber))) &&
    filled(address.zipCode) &&
    filled(address.city) &&
    filled(address.country),
  );

/** A customer deleted in the backend keeps only the e-mail address. */
export const isDeleted = (debitor: Debitor) =>
  !filled(debitor.firstName) && !filled(debitor.lastName) && !filled(debitor.companyName);

export const debitorSummary = (debitor: Debitor): DebitorSummary => {
  const summary: DebitorSummary = { id: debitor.id, emailAddress: debitor.emailAddress };
  if (debitor.firstName) summary.firstName = debitor.firstName;
  if (debitor.lastName) summary.lastName = debitor.lastName;
  if (debitor.companyName) summary.companyName = debitor.companyName;
  return summary;
};

export const displayName = (debitor: DebitorSummary | undefined) => {
  if (!debitor) return 'Unbekannt';
  const person = [debitor.firstName, debitor.lastName].filter(Boolean).join(' ');
  return debitor.companyName || person || `${debitor.emailAddress ?? debitor.id} (gelöscht)`;
};

export const addressLines = (address: DebitorAddress | undefined): string[] => {
  if (!address) return [];
  const street = address.line ?? [address.street, address.houseNumber].filter(Boolean).join(' ');
  return [
    street,
    address.suffix,
    [address.zipCode, address.city].filter(Boolean).join(' '),
    address.country,
  ].filter((line): line is string => Boolean(line));
};
