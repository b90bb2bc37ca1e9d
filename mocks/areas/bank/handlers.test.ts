import { describe, expect, it } from 'vitest';
import {
  GetDefaultBankAccountResponse,
  ListBankAccountTransactionsResponse,
  ListBankAccountsResponse,
} from '../../../src-generated/zod/bank-accounts/bank-accounts.zod';
import {
  CompleteBankConnectionResponse,
  CreateBankConnectionResponse,
  GetBankConnectionResponse,
  ListAvailableAccountsResponse,
  UpdateBankConnectionResponse,
} from '../../../src-generated/zod/bank-connections/bank-connections.zod';
import { GetEbicsConnectionResponse } from '../../../src-generated/zod/ebics/ebics.zod';
import { resetDb } from '../../db/store';
import { callOperation, expectContract, expectProblem } from '../../test-helpers';

const accounts = async () =>
  expectContract('listBankAccounts', ListBankAccountsResponse, await callOperation('listBankAccounts'))
    .bankAccounts;

describe('bank accounts', () => {
  it('lists the accounts with the CSV flag, off in production and empty for a fresh company', async () => {
    const list = expectContract(
      'listBankAccounts',
      ListBankAccountsResponse,
      await callOperation('listBankAccounts'),
    );
    expect(list.allowTransactionsCsv).toBe(true);
    expect(list.bankAccounts.filter((account) => account.default)).toHaveLength(1);
    resetDb('production');
    expect(
      expectContract('listBankAccounts', ListBankAccountsResponse, await callOperation('listBankAccounts'))
        .allowTransactionsCsv,
    ).toBe(false);
    resetDb('fresh');
    expect(await accounts()).toEqual([]);
    const none = await callOperation('getDefaultBankAccount');
    expect(none.status).toBe(404);
    expectProblem(none);
  });

  it('answers the default account', async () => {
    const account = expectContract(
      'getDefaultBankAccount',
      GetDefaultBankAccountResponse,
      await callOperation('getDefaultBankAccount'),
    );
    expect(account).toMatchObject({
      default: true,
      bankAccountLabel: 'Geschäftskonto',
      directDebitActive: true,
    });
  });

  it('makes another account the default and un-defaults the others', async () => {
    const [first, second] = await accounts();
    const response = await callOperation('updateBankAccount', {
      params: { id: second?.id ?? '' },
      body: { default: true },
    });
    expect(response.status).toBe(204);
    const after = await accounts();
    expect(after.filter((account) => account.default).map((account) => account.id)).toEqual([second?.id]);
    expect(after.find((account) => account.id === first?.id)?.default).toBe(false);
    expect(
      expectContract(
        'getDefaultBankAccount',
        GetDefaultBankAccountResponse,
        await callOperation('getDefaultBankAccount'),
      ).id,
    ).toBe(second?.id);
  });

  it('changes and removes the label, up to 64 characters', async () => {
    const [, second] = await accounts();
    const id = second?.id ?? '';
    expect(
      (
        await callOperation('updateBankAccount', {
          params: { id },
          body: { bankAccountLabel: ' Rücklagen 2027 ' },
        })
      ).status,
    ).toBe(204);
    expect((await accounts())[1]?.bankAccountLabel).toBe('Rücklagen 2027');
    expect(
      (await callOperation('updateBankAccount', { params: { id }, body: { bankAccountLabel: '' } })).status,
    ).toBe(204);
    expect((await accounts())[1]).not.toHaveProperty('bankAccountLabel');
    const tooLong = await callOperation('updateBankAccount', {
      params: { id },
      body: { bankAccountLabel: 'x'.repeat(65) },
    });
    expect(tooLong.status).toBe(400);
    expect(expectProblem(tooLong).errors?.[0]?.field).toBe('bankAccountLabel');
    expect(
      (
        await callOperation('updateBankAccount', {
          params: { id },
          body: { bankAccountLabel: 'x'.repeat(64) },
        })
      ).status,
    ).toBe(204);
  });

  it('refuses to unset the default and answers 404 for an unknown account', async () => {
    const [first] = await accounts();
    const unset = await callOperation('updateBankAccount', {
      params: { id: first?.id ?? '' },
      body: { default: false },
    });
    expect(unset.status).toBe(400);
    expectProblem(unset);
    const unknown = await callOperation('updateBankAccount', {
      params: { id: 'unknown' },
      body: { default: true },
    });
    expect(unknown.status).toBe(404);
    expectProblem(unknown);
  });
});

describe('bank account transactions', () => {
  const transactions = async (id: string, query: Record<string, string>) =>
    expectContract(
      'listBankAccountTransactions',
      ListBankAccountTransactionsResponse,
      await callOperation('listBankAccountTransactions', { params: { id }, query }),
    ).transactions;

  it('answers the bookings between start and end, both days included', async () => {
    const [first] = await accounts();
    const id = first?.id ?? '';
    const all = await transactions(id, { start: '2000-01-01', end: '2100-12-31' });
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(all.some((transaction) => transaction.amount < 0)).toBe(true);
    expect(all.some((transaction) => transaction.amount > 0)).toBe(true);
    const day = all[5]?.bookingDate ?? '';
    const sameDay = await transactions(id, { start: day, end: day });
    expect(sameDay.length).toBeGreaterThan(0);
    expect(sameDay.every((transaction) => transaction.bookingDate === day)).toBe(true);
    const september = await transactions(id, { start: '2026-09-01', end: '2026-09-30' });
    expect(september.every((transaction) => transaction.bookingDate.startsWith('2026-09'))).toBe(true);
    expect(september.length).toBe(
      all.filter((transaction) => transaction.bookingDate.startsWith('2026-09')).length,
    );
  });

  it('answers 400 for missing or reversed dates and 404 for an unknown account', async () => {
    const [first] = await accounts();
    const id = first?.id ?? '';
    for (const query of [
      { start: '2026-09-01' },
      { start: '2026-09-30', end: '2026-09-01' },
      { start: 'gestern', end: '2026-09-01' },
    ]) {
      const response = await callOperation('listBankAccountTransactions', { params: { id }, query });
      expect(response.status).toBe(400);
      expectProblem(response);
    }
    const unknown = await callOperation('listBankAccountTransactions', {
      params: { id: 'unknown' },
      query: { start: '2026-09-01', end: '2026-09-30' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('bank connections', () => {
  it('connects the accounts of a bank login, which then show up in the list', async () => {
    const before = await accounts();
    const started = expectContract(
      'createBankConnection',
      CreateBankConnectionResponse,
      await callOperation('createBankConnection'),
    );
    expect(started.wizard_session_key).toMatch(/^wsk_/);
    const id = started.transaction;
    const pending = expectContract(
      'getBankConnection',
      GetBankConnectionResponse,
      await callOperation('getBankConnection', { params: { id } }),
    );
    expect(pending).toMatchObject({ id, transaction: id, status: 'PENDING' });
    const available = expectContract(
      'listAvailableAccounts',
      ListAvailableAccountsResponse,
      await callOperation('listAvailableAccounts', { params: { id } }),
    );
    expect(available.availableAccounts.length).toBeGreaterThanOrEqual(1);
    expect(available.availableAccounts.length).toBeLessThanOrEqual(2);
    const completed = expectContract(
      'completeBankConnection',
      CompleteBankConnectionResponse,
      await callOperation('completeBankConnection', { params: { id } }),
    );
    expect(completed.status).toBe('COMPLETED');
    const after = await accounts();
    expect(after).toHaveLength(before.length + available.availableAccounts.length);
    for (const { iban } of available.availableAccounts) {
      const account = after.find((candidate) => candidate.iban === iban);
      expect(account).toMatchObject({ default: false, status: 'ACTIVE', directDebitActive: false });
    }
    const twice = await callOperation('completeBankConnection', { params: { id } });
    expect(twice.status).toBe(400);
    expectProblem(twice);
  });

  it('makes the first account of a fresh company its default, with an EBICS setup when the bank has EBICS', async () => {
    resetDb('fresh');
    const { transaction } = expectContract(
      'createBankConnection',
      CreateBankConnectionResponse,
      await callOperation('createBankConnection'),
    );
    await callOperation('completeBankConnection', { params: { id: transaction } });
    const [account] = await accounts();
    expect(account).toMatchObject({ default: true, bic: 'COBADEFFXXX' });
    const ebics = await callOperation('getEbicsConnection', {
      params: { id: account?.ebicsConnectionReference ?? '' },
    });
    expect(expectContract('getEbicsConnection', GetEbicsConnectionResponse, ebics).status).toBe(
      'SETTING_UP_CREDITOR_IDENTIFIER',
    );
  });

  it('connects a selection of accounts with PATCH and refuses accounts of other banks', async () => {
    const { transaction: id } = expectContract(
      'createBankConnection',
      CreateBankConnectionResponse,
      await callOperation('createBankConnection'),
    );
    const { availableAccounts } = expectContract(
      'listAvailableAccounts',
      ListAvailableAccountsResponse,
      await callOperation('listAvailableAccounts', { params: { id } }),
    );
    const selected = availableAccounts[0]?.iban ?? '';
    const updated = await callOperation('updateBankConnection', {
      params: { id },
      body: { ibans: [selected] },
    });
    expect(expectContract('updateBankConnection', UpdateBankConnectionResponse, updated).status).toBe(
      'COMPLETED',
    );
    expect((await accounts()).filter((account) => account.iban === selected)).toHaveLength(1);
    const foreign = await callOperation('updateBankConnection', {
      params: { id },
      body: { ibans: ['DE89370400440532013000'] },
    });
    expect(foreign.status).toBe(400);
    expectProblem(foreign);
    const malformed = await callOperation('updateBankConnection', {
      params: { id },
      body: { ibans: ['DE00'] },
    });
    expect(malformed.status).toBe(400);
  });

  it('answers 404 for unknown connections (400 when completing one) and 401 without token', async () => {
    for (const operationId of ['getBankConnection', 'listAvailableAccounts']) {
      const response = await callOperation(operationId, { params: { id: 'unknown' } });
      expect(response.status).toBe(404);
      expectProblem(response);
    }
    expect(
      (await callOperation('updateBankConnection', { params: { id: 'unknown' }, body: {} })).status,
    ).toBe(404);
    expect((await callOperation('completeBankConnection', { params: { id: 'unknown' } })).status).toBe(400);
    expect((await callOperation('createBankConnection', { token: null })).status).toBe(401);
  });
});
