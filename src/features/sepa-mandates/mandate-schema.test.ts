import { describe, expect, it } from 'vitest';
import { mandateDefaults, MandateSchema, type MandateInput } from './mandate-schema';

const valid: MandateInput = {
  debitorId: 'd-1',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  signatureDate: '2025-02-14',
  isChecked: true,
};

const issues = (patch: Partial<MandateInput>) => {
  const result = MandateSchema.safeParse({ ...valid, ...patch });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the SEPA mandate form (spec 3 §5)', () => {
  it('sends the IBAN without spaces and underscores and the BIC in capitals', () => {
    expect(MandateSchema.parse({ ...valid, iban: 'AT61_1904 3002_3457 3201' })).toEqual({
      debitorId: 'd-1',
      iban: 'AT611904300234573201',
      bic: 'COBADEFFXXX',
      signatureDate: '2025-02-14',
      isChecked: true,
    });
  });

  it('needs every field and the ticked agreement', () => {
    expect(issues(mandateDefaults(''))).toEqual({
      debitorId: 'mandates:validation.customerRequired',
      iban: 'mandates:validation.ibanRequired',
      bic: 'mandates:validation.bicRequired',
      signatureDate: 'mandates:validation.signatureDateRequired',
      isChecked: 'mandates:validation.agree to terms',
    });
  });

  it("says 'no_valid_iban' for an IBAN ibantools refuses", () => {
    expect(issues({ iban: 'DE89 3704 0044 0532 0130 01' })).toEqual({
      iban: 'mandates:validation.no_valid_iban',
    });
    expect(issues({ iban: 'AT61 1904' })).toEqual({ iban: 'mandates:validation.no_valid_iban' });
  });

  it('takes a BIC of 8 to 11 characters', () => {
    expect(issues({ bic: 'COBADEFF' })).toEqual({});
    expect(issues({ bic: 'COBADEF' })).toEqual({ bic: 'mandates:validation.bicLength' });
    expect(issues({ bic: 'COBADEFFXXXX' })).toEqual({ bic: 'mandates:validation.bicLength' });
  });

  it('refuses a BIC of 9 or 10 characters or with digits in the bank code, as the contract does', () => {
    expect(issues({ bic: 'COBADEFFX' })).toEqual({ bic: 'mandates:validation.bicFormat' });
    expect(issues({ bic: 'COBADEFFXX' })).toEqual({ bic: 'mandates:validation.bicFormat' });
    expect(issues({ bic: 'C0BADEFF' })).toEqual({ bic: 'mandates:validation.bicFormat' });
    expect(issues({ bic: 'cobadeff500' })).toEqual({});
  });
});
