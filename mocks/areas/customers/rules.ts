/**
 * The backend's rules for customers (debitors), in one place: a customer's life (onboarding
 * pending until the payment method is set up through the setup link, completed, deleted with
 * names removed and the e-mail address kept), what it checks and derives from an input, and how
 * invoices, subscriptions, plans and credits show a customer.
 */
import type { Debitor } from '../../../src-generated/model/debitor';
import type { DebitorAddress } from '../../../src-generated/model/debitorAddress';
import type { DebitorInput } from '../../../src-generated/model/debitorInput';
import type { DebitorSummary } from '../../../src-generated/model/debitorSummary';
import type { PaymentMethod } from '../../../src-generated/model/paymentMethod';
import type { Db } from '../../db/schema';
import { textMatcher } from '../../lib/text';

const filled = (value: string | undefined) => Boolean(value?.trim());

export type DebitorState = 'ONBOARDING_PENDING' | 'ONBOARDING_COMPLETED' | 'DELETED';
export type DebitorAction =
  | 'update'
  | 'changePaymentMethod'
  | 'resendInvitation'
  /** The customer finishes the setup on the payment page; no portal call does this. */
  | 'completeSetup'
  | 'delete';

const live = (next: (state: 'ONBOARDING_PENDING' | 'ONBOARDING_COMPLETED') => DebitorState) => ({
  ONBOARDING_PENDING: next('ONBOARDING_PENDING'),
  ONBOARDING_COMPLETED: next('ONBOARDING_COMPLETED'),
});

const transitions: Record<DebitorAction, Partial<Record<DebitorState, DebitorState>>> = {
  update: live((state) => state),
  changePaymentMethod: live(() => 'ONBOARDING_PENDING'),
  resendInvitation: live(() => 'ONBOARDING_PENDING'),
  completeSetup: { ONBOARDING_PENDING: 'ONBOARDING_COMPLETED' },
  // Deleting twice changes nothing, so it is allowed (and idempotent).
  delete: { ...live(() => 'DELETED'), DELETED: 'DELETED' },
};

export const nextDebitorState = (state: DebitorState, action: DebitorAction): DebitorState | null =>
  transitions[action][state] ?? null;

/** The spec: a customer without name or company name has been deleted (only the e-mail address stays). */
export const isDeletedDebitor = (debitor: Debitor) =>
  !filled(debitor.firstName) && !filled(debitor.lastName) && !filled(debitor.companyName);

export const debitorState = (debitor: Debitor): DebitorState =>
  isDeletedDebitor(debitor) ? 'DELETED' : (debitor.onboardingState ?? 'ONBOARDING_COMPLETED');

const blank = (value: string | undefined) => !value?.trim();

/** Cross-field rules as field errors; an empty list means the input is fine. */
export const debitorInputErrors = (db: Db, input: DebitorInput, ownId?: string) => {
  const errors: { field: string; message: string }[] = [];
  if (input.type === 'PERSON') {
    if (blank(input.firstName)) errors.push({ field: 'firstName', message: 'First name is required' });
    if (blank(input.lastName)) errors.push({ field: 'lastName', message: 'Last name is required' });
  }
  if (input.type === 'ORGANIZATION' && blank(input.companyName))
    errors.push({ field: 'companyName', message: 'Company name is required' });
  // A deleted customer keeps its address on old documents, but it may be used again.
  const sameAddress = textMatcher(input.emailAddress);
  const taken = db.debitors.some(
    (debitor) => sameAddress(debitor.emailAddress) && debitor.id !== ownId && !isDeletedDebitor(debitor),
  );
  if (taken)
    errors.push({ field: 'emailAddress', message: 'A customer with this e-mail address already exists' });
  return errors;
};

const trimmed = (value: string | undefined) => value?.trim() || undefined;

const uniqueEmails = (main: string, extra: string[] | undefined) => {
  if (!extra) return undefined;
  const seen = new Set([main.toLowerCase()]);
  return extra
    .map((address) => address.trim().toLowerCase())
    .filter((address) => !seen.has(address) && seen.add(address));
};

/** The input's fields as stored (names trimmed, extra addresses without repeats). */
export const debitorFields = (input: DebitorInput) => {
  const emailAddress = input.emailAddress.trim().toLowerCase();
  return {
    type: input.type,
    paymentMethod: input.paymentMethod,
    companyName: trimmed(input.companyName),
    firstName: trimmed(input.firstName),
    lastName: trimmed(input.lastName),
    emailAddress,
    additionalEmailAddresses: uniqueEmails(emailAddress, input.additionalEmailAddresses),
    vatId: trimmed(input.vatId),
    address: input.address,
  };
};

export const setupLink = (db: Db, debitorId: string) =>
  `https://pay${db.environment === 'prod' ? '' : '.sandbox'}.example.de/setup/${debitorId}`;

/**
 * Direct debit needs the customer's mandate: without an active one the customer is invited to set
 * it up (pending, with a setup link). Online payment needs no setup.
 */
export const onboardingFor = (
  db: Db,
  debitorId: string,
  paymentMethod: PaymentMethod,
): Pick<Debitor, 'onboardingState' | 'paymentMethodSetupLink'> => {
  const hasMandate = db.sepaMandates.some(
    (mandate) => mandate.debitorId === debitorId && mandate.state === 'ACTIVE',
  );
  return paymentMethod === 'DIRECT_DEBIT' && !hasMandate
    ? { onboardingState: 'ONBOARDING_PENDING', paymentMethodSetupLink: setupLink(db, debitorId) }
    : { onboardingState: 'ONBOARDING_COMPLETED' };
};

/** Without undefined values, so the stored record equals what the answer carries. */
export const compact = <T extends object>(record: T): T => {
  const copy = { ...record };
  for (const key of Object.keys(copy) as (keyof T)[]) if (copy[key] === undefined) delete copy[key];
  return copy;
};

const fullName = (debitor: Debitor) => [debitor.firstName, debitor.lastName].filter(Boolean).join(' ');

/** Free-text search over names, company name and e-mail addresses. */
/** The texts a customer search reads (the list's index reads the same). */
export const debitorSearchTexts = (debitor: Debitor) => [
  debitor.firstName,
  debitor.lastName,
  fullName(debitor),
  debitor.companyName,
  debitor.emailAddress,
  ...(debitor.additionalEmailAddresses ?? []),
];

export const debitorMatches = (debitor: Debitor, search: string | undefined) => {
  if (!search) return true;
  const needle = search.toLowerCase();
  return debitorSearchTexts(debitor).some((value) => value?.toLowerCase().includes(needle));
};

/** Line, or street plus house number; zip code; city; country (spec 2 §5). */
export const isAddressComplete = (address: DebitorAddress | undefined): boolean =>
  Boolean(
    address &&
    (filled(address.line) || (filled(address.street) && filled(address.houseNumber))) &&
    filled(address.zipCode) &&
    filled(address.city) &&
    filled(address.country),
  );

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
