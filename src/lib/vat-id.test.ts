import { describe, expect, it } from 'vitest';
import { isVatId, maskVatId } from './vat-id';

const valid = ['DE123456789', 'ATU12345678', 'de123456789', 'ESX1234567X', 'CHE123456789', 'DE1'];
const invalid = [
  '',
  'D1234',
  '123456789',
  'DE',
  'DE 123456789',
  'DE-123456789',
  'DE12345678!',
  'DE12345678ä',
];

describe('VAT identification numbers (two to four letters, then letters or digits)', () => {
  it.each(valid)('accepts %s', (value) => expect(isVatId(value)).toBe(true));
  it.each(invalid)('refuses "%s"', (value) => expect(isVatId(value)).toBe(false));
});

describe('VAT id input mask (two capital letters and 9 digits)', () => {
  it.each([
    ['de123456789', 'DE123456789'],
    ['DE 123 456 789', 'DE123456789'],
    ['DE1234567890', 'DE123456789'],
    ['12DE34', 'DE34'],
    ['DEU123', 'DE123'],
    ['d', 'D'],
    ['', ''],
  ])('keeps "%s" as "%s"', (typed, kept) => expect(maskVatId(typed)).toBe(kept));
});
