import { isValidBIC, isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { germanBanks, germanIban } from './bank-data';

describe('German bank data', () => {
  it('computes correct IBAN check digits', () => {
    expect(germanIban('37040044', '0532013000')).toBe('DE89370400440532013000');
    expect(isValidIBAN(germanIban('12030000', '202051'))).toBe(true);
  });

  it('has valid BICs for every bank', () => {
    for (const bank of germanBanks) expect(isValidBIC(bank.bic), bank.bic).toBe(true);
  });
});
