import { getCountrySpecifications } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  applyIbanMask,
  electronicIban,
  ibanMaskFor,
  ibanTemplate,
  isValidIban,
  maskedCountries,
  MAX_IBAN_LENGTH,
} from './iban-mask';

describe('the IBAN mask (spec 3 §5)', () => {
  it('takes the length of each country from ibantools', () => {
    const specs = getCountrySpecifications();
    expect(maskedCountries().length).toBeGreaterThanOrEqual(70);
    for (const country of maskedCountries()) expect(ibanMaskFor(country).length).toBe(specs[country]?.chars);
    expect(ibanMaskFor('AT').length).toBe(20);
    expect(ibanMaskFor('DE').length).toBe(22);
  });

  it('takes up to 34 characters while the country is not known', () => {
    expect(ibanMaskFor('').length).toBe(MAX_IBAN_LENGTH);
    expect(ibanMaskFor('X').country).toBeUndefined();
    expect(applyIbanMask(`QQ12${'1'.repeat(40)}`).replace(/ /g, '')).toHaveLength(MAX_IBAN_LENGTH);
  });

  it('writes groups of four in capitals and stops at the country length', () => {
    expect(applyIbanMask('at611904300234573201999')).toBe('AT61 1904 3002 3457 3201');
    expect(applyIbanMask('DE89370400440532013000123')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('drops what does not fit the position: digits for a country code, letters in a German account', () => {
    expect(applyIbanMask('1DE89 3704 00x44')).toBe('DE89 3704 0044');
    expect(applyIbanMask('GB82WEST12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(applyIbanMask('DE8_9-3704')).toBe('DE89 3704');
  });

  it('shows the mask of the country as a template', () => {
    expect(ibanTemplate('AT')).toBe('AT__ ____ ____ ____ ____');
    expect(ibanTemplate('de89')).toBe('DE__ ____ ____ ____ ____ __');
    expect(ibanTemplate('').replace(/ /g, '')).toHaveLength(MAX_IBAN_LENGTH);
  });

  it('validates with ibantools, ignoring spaces and underscores', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('AT61_1904_3002_3457_3201')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(electronicIban('at61 1904_3002')).toBe('AT6119043002');
  });
});
