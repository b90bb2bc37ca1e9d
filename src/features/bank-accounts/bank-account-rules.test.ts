import { describe, expect, it } from 'vitest';
import type { BankAccount } from '@generated/model/bankAccount';
import { bankAccountActions, bankAccountView } from './bank-account-rules';

const EBICS = new Set(['COBADEFFXXX']);

const account = (overrides: Partial<BankAccount> = {}): BankAccount => ({
  id: 'a1',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  default: false,
  status: 'ACTIVE',
  directDebitActive: false,
  ebicsConnectionReference: 'e1',
  ...overrides,
});

describe('bank account view (spec 1 §2, §4 expiry)', () => {
  it.each([
    { case: 'active', input: {}, status: 'ACTIVE', expiry: 'none', renew: false },
    {
      case: 'will expire',
      input: { status: 'WILL_EXPIRE' },
      status: 'WILL_EXPIRE',
      expiry: 'willExpire',
      renew: true,
    },
    {
      case: 'expired',
      input: { status: 'HAS_EXPIRED' },
      status: 'HAS_EXPIRED',
      expiry: 'hasExpired',
      renew: true,
    },
    {
      case: 'expired with direct debit active shows ACTIVE',
      input: { status: 'HAS_EXPIRED', directDebitActive: true },
      status: 'ACTIVE',
      expiry: 'expiredWithDirectDebit',
      renew: true,
    },
    {
      case: 'active with direct debit',
      input: { directDebitActive: true },
      status: 'ACTIVE',
      expiry: 'none',
      renew: false,
    },
  ] as const)('$case', ({ input, status, expiry, renew }) => {
    expect(bankAccountView(account(input), EBICS)).toMatchObject({ status, expiry, renew });
  });

  it.each([
    { case: 'active', input: { directDebitActive: true }, badge: 'active' },
    {
      case: 'active at a bank not in the list',
      input: { directDebitActive: true, bic: 'INGDDEFFXXX' },
      badge: 'active',
    },
    { case: 'supported bank, not active', input: {}, badge: 'available' },
    { case: 'bank not in the list', input: { bic: 'INGDDEFFXXX' }, badge: 'none' },
    { case: 'no EBICS connection', input: { ebicsConnectionReference: undefined }, badge: 'none' },
  ] as const)('direct debit badge: $case -> $badge', ({ input, badge }) => {
    expect(bankAccountView(account(input), EBICS).directDebit).toBe(badge);
  });
});

describe('bank account row actions (spec 1 §2, §6)', () => {
  const keys = (input: Partial<BankAccount>, allowTransactionsCsv = true) =>
    bankAccountActions(account(input), { ebicsBics: EBICS, allowTransactionsCsv }).map((action) =>
      [action.key, action.highlighted ? 'badge' : '', action.disabled ? 'disabled' : '']
        .filter(Boolean)
        .join(' '),
    );

  it.each([
    {
      case: 'supported bank, direct debit off',
      input: {},
      csv: true,
      actions: ['edit', 'copyId', 'makeDefault', 'activateDirectDebit badge', 'downloadTransactions'],
    },
    {
      case: 'default account with direct debit active',
      input: { default: true, directDebitActive: true },
      csv: true,
      actions: ['edit', 'copyId', 'downloadTransactions'],
    },
    {
      case: 'bank without electronic banking',
      input: { bic: 'INGDDEFFXXX' },
      csv: true,
      actions: ['edit', 'copyId', 'makeDefault', 'activateDirectDebit disabled', 'downloadTransactions'],
    },
    {
      case: 'no transaction download without allowTransactionsCsv',
      input: { directDebitActive: true },
      csv: false,
      actions: ['edit', 'copyId', 'makeDefault'],
    },
  ] as const)('$case', ({ input, csv, actions }) => {
    expect(keys(input, csv)).toEqual(actions);
  });
});
