import { describe, expect, it } from 'vitest';
import { updateCompanyBodyTaxIdentificationNumberRegExp } from '@generated/zod/company/company.zod';
import { isGermanTaxNumber, toTaxNumberPayload } from './german-tax-number';

const valid: [string, string][] = [
  ['Berlin, 10 digits with slashes', '21/815/08150'],
  ['Berlin, 10 digits without slashes', '2181508150'],
  ['Bavaria, 11 digits with slashes', '181/815/08155'],
  ['Bavaria, 11 digits without slashes', '18181508155'],
  ['North Rhine-Westphalia', '133/8150/8159'],
  ['Baden-Württemberg', '93815/08152'],
  ['Rhineland-Palatinate', '22/815/0815/4'],
  ['Bremen, with spaces', '75 815 08152'],
  ['Hesse, with spaces', '013 815 08153'],
  ['federal, 13 digits', '2893081508152'],
  ['federal, 13 digits with slashes', '2893/0815/08152'],
  ['surrounding spaces', ' 21/815/08150 '],
];

const invalid: [string, string][] = [
  ['empty', ''],
  ['9 digits', '123456789'],
  ['12 digits', '123456789012'],
  ['14 digits', '12345678901234'],
  ['federal without the 0 in the fifth place', '2893181508152'],
  ['letters', '21/815/0815A'],
  ['a layout no state uses', '2/1815/08150'],
  ['a leading slash', '/21/815/08150'],
  ['a double slash', '21//815/08150'],
  ['a trailing slash', '21/815/08150/'],
  ['slashes and spaces mixed', '21/815 08150'],
  ['dashes', '21-815-08150'],
  ['too few digits in the right layout', '21/815/0815'],
];

describe('German tax numbers', () => {
  it.each(valid)('accepts %s: %s', (_, value) => expect(isGermanTaxNumber(value)).toBe(true));
  it.each(invalid)('refuses %s: "%s"', (_, value) => expect(isGermanTaxNumber(value)).toBe(false));

  it.each(valid)('sends %s in a form the contract takes', (_, value) =>
    expect(updateCompanyBodyTaxIdentificationNumberRegExp.test(toTaxNumberPayload(value))).toBe(true),
  );

  it('keeps a layout the contract takes as typed, else sends the digits', () => {
    expect(toTaxNumberPayload('21/815/08150')).toBe('21/815/08150');
    expect(toTaxNumberPayload('2893081508152')).toBe('2893081508152');
    expect(toTaxNumberPayload('93815/08152')).toBe('9381508152');
    expect(toTaxNumberPayload('75 815 08152')).toBe('7581508152');
    expect(toTaxNumberPayload('2893/0815/08152')).toBe('2893081508152');
  });
});
