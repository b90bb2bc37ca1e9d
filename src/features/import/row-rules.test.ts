import { describe, expect, it } from 'vitest';
import { checkPaymentRow, checkPlanRow, defaultIntervalDay, parseImportAmount, rowIds } from './row-rules';

const payment = {
  firstName: 'Anna',
  lastName: 'Schmidt',
  emailAddress: 'anna@example.com',
  amount: '12,50',
  purpose: 'Rent March',
};
const reasons = (check: { ok: boolean } & ({ reasons: string[] } | object)) =>
  'reasons' in check ? check.reasons : [];

describe('the payment dry run', () => {
  it('accepts a valid row, reading a comma as the decimal point', () => {
    expect(checkPaymentRow(payment, [{ key: 'ref', value: '1' }])).toEqual({
      ok: true,
      value: {
        firstName: 'Anna',
        lastName: 'Schmidt',
        emailAddress: 'anna@example.com',
        amount: 12.5,
        purpose: 'Rent March',
        metadata: [{ key: 'ref', value: '1' }],
      },
    });
  });

  it.each([
    [{ emailAddress: 'anna(at)example.com' }, ['rules.emailInvalid']],
    [{ emailAddress: '' }, ['rules.emailRequired']],
    [{ amount: '0' }, ['rules.amountPositive']],
    [{ amount: '-5' }, ['rules.amountPositive']],
    [{ amount: 'zwölf' }, ['rules.amountPositive']],
    [{ purpose: 'Rent' }, ['rules.purposeLength']],
    [{ purpose: 'x'.repeat(121) }, ['rules.purposeLength']],
    [{ firstName: ' ', lastName: '' }, ['rules.firstNameRequired', 'rules.lastNameRequired']],
  ])('refuses %j', (change, expected) => {
    expect(reasons(checkPaymentRow({ ...payment, ...change }, []))).toEqual(expected);
  });

  it('takes purposes of exactly 5 and 120 characters', () => {
    expect(checkPaymentRow({ ...payment, purpose: 'abcde' }, []).ok).toBe(true);
    expect(checkPaymentRow({ ...payment, purpose: 'x'.repeat(120) }, []).ok).toBe(true);
  });
});

describe('amounts from spreadsheets', () => {
  it.each([
    ['12,50', 12.5],
    ['12.50', 12.5],
    [' 7 ', 7],
    ['1.234,56', null],
    ['', null],
    ['abc', null],
  ])('%s is %s', (text, amount) => expect(parseImportAmount(text)).toBe(amount));
});

const plan = { ...payment, amount: '1200', instalmentRate: '100', purpose: 'Dental treatment' };
const march14 = new Date(2026, 2, 14);

describe('the instalment dry run', () => {
  it('accepts a row with defaults: the 15th before the 15th, the 1st from the 15th on', () => {
    const check = checkPlanRow(plan, [], march14);
    expect(check).toMatchObject({
      ok: true,
      value: { amount: 1200, instalmentRate: 100, intervalDay: 15, mandate: undefined },
    });
    expect(defaultIntervalDay(new Date(2026, 2, 15))).toBe(1);
    expect(defaultIntervalDay(march14)).toBe(15);
  });

  it('checks the IBAN with ibantools and keeps IBAN and BIC for the mandate', () => {
    const check = checkPlanRow(
      { ...plan, iban: 'DE89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' },
      [],
      march14,
    );
    expect(check).toMatchObject({
      ok: true,
      value: { mandate: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' } },
    });
  });

  it.each([
    [{ instalmentRate: '' }, ['rules.ratePositive']],
    [{ instalmentRate: '1300' }, ['rules.rateAboveAmount']],
    [{ downPayment: '0' }, ['rules.downPaymentPositive']],
    [{ downPayment: '1150' }, ['rules.downPaymentTooHigh']],
    [{ iban: 'DE89370400440532013001', bic: 'COBADEFFXXX' }, ['rules.ibanInvalid']],
    [{ iban: 'DE89370400440532013000', bic: 'COBADE' }, ['rules.bicLength']],
    [{ iban: 'DE89370400440532013000', bic: 'COBADEFFX' }, ['rules.bicFormat']],
    [{ iban: 'DE89370400440532013000' }, ['rules.ibanAndBic']],
    [{ intervalDay: '32' }, ['rules.intervalDayRange']],
    [{ intervalDay: '2,5' }, ['rules.intervalDayRange']],
    [{ purpose: 'Tee' }, ['rules.purposeLength']],
  ])('refuses %j', (change, expected) => {
    expect(reasons(checkPlanRow({ ...plan, ...change }, [], march14))).toEqual(expected);
  });
});

describe('row ids', () => {
  it('are distinct random integers below one million', () => {
    const ids = rowIds(500);
    expect(new Set(ids).size).toBe(500);
    expect(ids.every((id) => Number.isInteger(id) && id >= 0 && id < 1_000_000)).toBe(true);
  });
});
