/**
 * The dry run: every row is checked before anything is sent. A row either becomes a value the
 * import can send, or carries its reasons (translation keys of the import namespace).
 */
import { CreateCustomerBody } from '@/entities/customer/customer';
import {
  createPaymentBodyPurposeMax,
  createPaymentBodyPurposeMin,
} from '@generated/zod/payments/payments.zod';
import { createInstalmentPlanBodyIntervalDayMax } from '@generated/zod/instalment-plans/instalment-plans.zod';
import {
  createSepaMandateBodyBicMax,
  createSepaMandateBodyBicMin,
  createSepaMandateBodyBicRegExp,
} from '@generated/zod/sepa-mandates/sepa-mandates.zod';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { businessDayOfMonth } from '@/lib/business-date';

export type RowCheck<V> = { ok: true; value: V } | { ok: false; reasons: string[] };

export type PersonValue = { firstName: string; lastName: string; emailAddress: string };
export type Metadata = { key: string; value: string }[];

export type PaymentRowValue = PersonValue & { amount: number; purpose: string; metadata: Metadata };

export type PlanRowValue = PersonValue & {
  amount: number;
  instalmentRate: number;
  purpose: string;
  downPayment?: number;
  mandate?: { iban: string; bic: string };
  intervalDay: number;
  metadata: Metadata;
};

/** An amount from a spreadsheet: a comma is read as the decimal point (spec 3 §5). */
export const parseImportAmount = (text: string): number | null => {
  const cleaned = text.trim().replace(/\s|€/g, '').replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
};

/** Default day of the rates: 1 when today is the 15th or later, else the 15th (spec 3 §5). */
export const defaultIntervalDay = (today: Date) => (businessDayOfMonth(today) >= 15 ? 1 : 15);

const emailSchema = CreateCustomerBody.shape.emailAddress;

const checkPerson = (cells: Record<string, string>, reasons: string[]): PersonValue => {
  const person = {
    firstName: cells.firstName?.trim() ?? '',
    lastName: cells.lastName?.trim() ?? '',
    emailAddress: cells.emailAddress?.trim() ?? '',
  };
  if (!person.firstName) reasons.push('rules.firstNameRequired');
  if (!person.lastName) reasons.push('rules.lastNameRequired');
  if (!person.emailAddress) reasons.push('rules.emailRequired');
  else if (!emailSchema.safeParse(person.emailAddress).success) reasons.push('rules.emailInvalid');
  return person;
};

const checkPurpose = (text: string | undefined, reasons: string[]) => {
  const purpose = text?.trim() ?? '';
  if (purpose.length < createPaymentBodyPurposeMin || purpose.length > createPaymentBodyPurposeMax)
    reasons.push('rules.purposeLength');
  return purpose;
};

const positive = (text: string | undefined, reason: string, reasons: string[]) => {
  const amount = parseImportAmount(text ?? '');
  if (amount === null || amount <= 0) {
    reasons.push(reason);
    return 0;
  }
  return amount;
};

const finish = <V>(value: V, reasons: string[]): RowCheck<V> =>
  reasons.length ? { ok: false, reasons } : { ok: true, value };

/** A payment row (spec 3 §3, §5): names, e-mail, amount above 0, purpose 5 to 120 characters. */
export const checkPaymentRow = (
  cells: Record<string, string>,
  metadata: Metadata,
): RowCheck<PaymentRowValue> => {
  const reasons: string[] = [];
  const person = checkPerson(cells, reasons);
  const amount = positive(cells.amount, 'rules.amountPositive', reasons);
  const purpose = checkPurpose(cells.purpose, reasons);
  return finish({ ...person, amount, purpose, metadata }, reasons);
};

const checkMandate = (cells: Record<string, string>, reasons: string[]) => {
  const iban = electronicFormatIBAN(cells.iban?.replace(/_/g, '') ?? '') ?? '';
  const bic = (cells.bic ?? '').replace(/\s/g, '').toUpperCase();
  if (!iban && !bic) return undefined;
  if (!iban || !bic) {
    reasons.push('rules.ibanAndBic');
    return undefined;
  }
  if (!isValidIBAN(iban)) reasons.push('rules.ibanInvalid');
  if (bic.length < createSepaMandateBodyBicMin || bic.length > createSepaMandateBodyBicMax)
    reasons.push('rules.bicLength');
  else if (!createSepaMandateBodyBicRegExp.test(bic)) reasons.push('rules.bicFormat');
  return { iban, bic };
};

const checkIntervalDay = (text: string | undefined, today: Date, reasons: string[]) => {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return defaultIntervalDay(today);
  const day = Number(trimmed);
  if (!Number.isInteger(day) || day < 1 || day > createInstalmentPlanBodyIntervalDayMax)
    reasons.push('rules.intervalDayRange');
  return day;
};

/**
 * An instalment row (spec 3 §3, §5): the person, purpose, amount and rate required; the rate not
 * above the amount; a down payment, IBAN with BIC and the day of the rates optional.
 */
export const checkPlanRow = (
  cells: Record<string, string>,
  metadata: Metadata,
  today: Date,
): RowCheck<PlanRowValue> => {
  const reasons: string[] = [];
  const person = checkPerson(cells, reasons);
  const purpose = checkPurpose(cells.purpose, reasons);
  const amount = positive(cells.amount, 'rules.amountPositive', reasons);
  const instalmentRate = positive(cells.instalmentRate, 'rules.ratePositive', reasons);
  if (amount > 0 && instalmentRate > amount) reasons.push('rules.rateAboveAmount');
  const downPaymentText = cells.downPayment?.trim() ?? '';
  const downPayment = downPaymentText
    ? positive(downPaymentText, 'rules.downPaymentPositive', reasons)
    : undefined;
  if (
    downPayment !== undefined &&
    downPayment > 0 &&
    instalmentRate > 0 &&
    downPayment > amount - instalmentRate
  )
    reasons.push('rules.downPaymentTooHigh');
  const mandate = checkMandate(cells, reasons);
  const intervalDay = checkIntervalDay(cells.intervalDay, today, reasons);
  return finish(
    { ...person, purpose, amount, instalmentRate, downPayment, mandate, intervalDay, metadata },
    reasons,
  );
};

/** Row ids: random integers below one million (spec 3 §3), unique within one file. */
export const rowIds = (count: number, random: () => number = Math.random): number[] => {
  const ids = new Set<number>();
  while (ids.size < count) ids.add(Math.floor(random() * 1_000_000));
  return [...ids];
};
