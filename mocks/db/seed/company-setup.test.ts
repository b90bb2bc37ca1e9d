import { isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import {
  GetDefaultBankAccountResponse,
  ListBankAccountTransactionsResponse,
} from '../../../src-generated/zod/bank-accounts/bank-accounts.zod';
import {
  GetBankConnectionResponse,
  ListAvailableAccountsResponse,
} from '../../../src-generated/zod/bank-connections/bank-connections.zod';
import { GetEbicsConnectionResponse } from '../../../src-generated/zod/ebics/ebics.zod';
import { EBICS_BICS, supportsEbics } from '../../areas/bank/rules';
import { omit } from '../../lib/respond';
import { scenarios } from '../../scenarios';
import { seedDb } from './index';

describe.each(scenarios.map((scenario) => scenario.name))('company setup seed of %s', (name) => {
  const db = seedDb(name);

  it('has a logo the portal may show (data: under its policy), none for a fresh company', () => {
    if (name === 'fresh') expect(db.company.logoUrl).toBeUndefined();
    else expect(db.company.logoUrl).toMatch(/^data:image\/svg\+xml[;,]/);
  });

  it('passes the contract in every record', () => {
    for (const account of db.bankAccounts) {
      GetDefaultBankAccountResponse.parse(account);
      expect(isValidIBAN(account.iban)).toBe(true);
      ListBankAccountTransactionsResponse.parse({ transactions: db.bankTransactions[account.id] ?? [] });
    }
    for (const connection of db.ebicsConnections)
      GetEbicsConnectionResponse.parse(omit(connection, 'waitingSince'));
    for (const connection of db.bankConnections) {
      GetBankConnectionResponse.parse(omit(connection, 'wizardSessionKey', 'availableAccounts'));
      ListAvailableAccountsResponse.parse({ availableAccounts: connection.availableAccounts ?? [] });
    }
  });

  it('gives exactly the accounts of EBICS banks a connection, ACTIVE where direct debit is', () => {
    for (const account of db.bankAccounts) {
      const connection = db.ebicsConnections.find(
        (candidate) => candidate.id === account.ebicsConnectionReference,
      );
      expect(Boolean(connection)).toBe(supportsEbics(account.bic));
      if (connection) expect(connection.status === 'ACTIVE').toBe(account.directDebitActive);
    }
    expect(db.ebicsConnections).toHaveLength(
      db.bankAccounts.filter((account) => supportsEbics(account.bic)).length,
    );
  });

  it('books transactions in euro cents, incoming and outgoing, within the last months', () => {
    for (const account of db.bankAccounts) {
      const transactions = db.bankTransactions[account.id] ?? [];
      expect(transactions.length).toBeGreaterThanOrEqual(account.status === 'HAS_EXPIRED' ? 5 : 25);
      for (const { amount, bookingDate, purpose, counterHolder } of transactions) {
        expect(Math.round(amount * 100) / 100).toBe(amount);
        expect(bookingDate >= '2026-06-01' && bookingDate <= '2026-11-01').toBe(true);
        expect(purpose).toBeTruthy();
        expect(counterHolder).toBeTruthy();
        if (account.expiryDate && account.status === 'HAS_EXPIRED')
          expect(bookingDate <= account.expiryDate).toBe(true);
      }
    }
  });

  it('is the same every time', () => {
    expect(seedDb(name)).toEqual(db);
  });
});

describe('company setup seed', () => {
  it('spreads every EBICS status over the default and expiring-bank scenarios', () => {
    const statuses = new Set(
      ['default', 'expiring-bank'].flatMap((name) =>
        seedDb(name).ebicsConnections.map((connection) => connection.status),
      ),
    );
    expect([...statuses].sort()).toEqual(
      [
        'ACTIVE',
        'SETTING_UP_CREDITOR_IDENTIFIER',
        'REQUESTING_EBICS_FROM_BANK',
        'INITIALIZING_EBICS',
        'SENDING_INI_LETTER',
        'WAITING_FOR_ACTIVATION',
      ].sort(),
    );
  });

  it('has accounts with and without EBICS in the default scenario, and nothing when fresh', () => {
    const db = seedDb('default');
    expect(db.bankAccounts.some((account) => !supportsEbics(account.bic))).toBe(true);
    expect(EBICS_BICS).not.toContain('HYVEDEMM488');
    const fresh = seedDb('fresh');
    expect(fresh.bankAccounts).toEqual([]);
    expect(fresh.ebicsConnections).toEqual([]);
    expect(fresh.bankConnections).toEqual([]);
    expect(fresh.bankTransactions).toEqual({});
  });
});

describe('company seed', () => {
  it("has a logo the portal's Content-Security-Policy loads (a data: URL); a fresh company has none", () => {
    expect(seedDb('default').company.logoUrl).toMatch(/^data:image\//);
    expect(seedDb('fresh').company.logoUrl).toBeUndefined();
  });
});
