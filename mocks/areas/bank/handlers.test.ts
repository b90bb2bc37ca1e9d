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
import { call, expectContract, expectProblem } from '../../test-fetch';

const accounts = async () =>
  (await expectContract('listBankAccounts', ListBankAccountsResponse, await call('listBankAccounts')))
    .bankAccounts;

describe('bank accounts', () => {
  it('lists the accounts with the CSV flag, off in production and empty for a fresh company', async () => {
    const list = await expectContract(
      'listBankAccounts',
      ListBankAccountsResponse,
      await call('listBankAccounts'),
    );
    expect(list.allowTransactionsCsv).toBe(true);
    expect(list.bankAccounts.filter((account) => account.default)).toHaveLength(1);
    resetDb('production');
    expect(
      (await expectContract('listBankAccounts', ListBankAccountsResponse, await call('listBankAccounts')))
        .allowTransactionsCsv,
    ).toBe(false);
    resetDb('fresh');
    expect(await accounts()).toEqual([]);
    const none = await call('getDefaultBankAccount');
    expect(none.status).toBe(404);
    await expectProblem(none);
  });

  it('answers the default account', async () => {
    const account = await expectContract(
      'getDefaultBankAccount',
      GetDefaultBankAccountResponse,
      await call('getDefaultBankAccount'),
    );
    expect(account).toMatchObject({
      default: true,
      bankAccountLabel: 'Geschäftskonto',
      directDebitActive: true,
    });
  });

  it('makes another account the default and un-defaults the others', async () => {
    const [first, second] = await accounts();
    const response = await call('updateBankAccount', {
      params: { id: second?.id ?? '' },
      body: { default: true },
    });
    expect(response.status).toBe(204);
    const after = await accounts();
    expect(after.filter((account) => account.default).map((account) => account.id)).toEqual([second?.id]);
    expect(after.find((account) => account.id === first?.id)?.default).toBe(false);
    expect(
      (
        await expectContract(
          'getDefaultBankAccount',
          GetDefaultBankAccountResponse,
          await call('getDefaultBankAccount'),
        )
      ).id,
    ).toBe(second?.id);
  });

  it('changes and removes the label, up to 64 characters', async () => {
    const [, second] = await accounts();
    const id = second?.id ?? '';
    expect(
      (await call('updateBankAccount', { params: { id }, body: { bankAccountLabel: ' Rücklagen 2027 ' } }))
        .status,
    ).toBe(204);
    expect((await accounts())[1]?.bankAccountLabel).toBe('Rücklagen 2027');
    expect((await call('updateBankAccount', { params: { id }, body: { bankAccountLabel: '' } })).status).toBe(
      204,
    );
    expect((await accounts())[1]).not.toHaveProperty('bankAccountLabel');
    const tooLong = await call('updateBankAccount', {
      params: { id },
      body: { bankAccountLabel: 'x'.repeat(65) },
    });
    expect(tooLong.status).toBe(400);
    expect((await expectProblem(tooLong)).errors?.[0]?.field).toBe('bankAccountLabel');
    expect(
      (await call('updateBankAccount', { params: { id }, body: { bankAccountLabel: 'x'.repeat(64) } }))
        .status,
    ).toBe(204);
  });

  it('refuses to unset the default and answers 404 for an unknown account', async () => {
    const [first] = await accounts();
    const unset = await call('updateBankAccount', {
      params: { id: first?.id ?? '' },
      body: { default: false },
    });
    expect(unset.status).toBe(400);
    await expectProblem(unset);
    const unknown = await call('updateBankAccount', { params: { id: 'unknown' }, body: { default: true } });
    expect(unknown.status).toBe(404);
    await expectProblem(unknown);
  });
});

describe('bank account transactions', () => {
  const transactions = async (id: string, query: Record<string, string>) =>
    (
      await expectContract(
        'listBankAccountTransactions',
        ListBankAccountTransactionsResponse,
        await call('listBankAccountTransactions', { params: { id }, query }),
      )
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
      const response = await call('listBankAccountTransactions', { params: { id }, query });
      expect(response.status).toBe(400);
      await expectProblem(response);
    }
    const unknown = await call('listBankAccountTransactions', {
      params: { id: 'unknown' },
      query: { start: '2026-09-01', end: '2026-09-30' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('bank connections', () => {
  it('connects the accounts of a bank login, which then show up in the list', async () => {
    const before = await accounts();
    const started = await expectContract(
      'createBankConnection',
      CreateBankConnectionResponse,
      await call('createBankConnection'),
    );
    expect(started.wizard_session_key).toMatch(/^wsk_/);
    const id = started.transaction;
    const pending = await expectContract(
      'getBankConnection',
      GetBankConnectionResponse,
      await call('getBankConnection', { params: { id } }),
    );
    expect(pending).toMatchObject({ id, transaction: id, status: 'PENDING' });
    const available = await expectContract(
      'listAvailableAccounts',
      ListAvailableAccountsResponse,
      await call('listAvailableAccounts', { params: { id } }),
    );
    expect(available.availableAccounts.length).toBeGreaterThanOrEqual(1);
    expect(available.availableAccounts.length).toBeLessThanOrEqual(2);
    const completed = await expectContract(
      'completeBankConnection',
      CompleteBankConnectionResponse,
      await call('completeBankConnection', { params: { id } }),
    );
    expect(completed.status).toBe('COMPLETED');
    const after = await accounts();
    expect(after).toHaveLength(before.length + available.availableAccounts.length);
    for (const { iban } of available.availableAccounts) {
      const account = after.find((candidate) => candidate.iban === iban);
      expect(account).toMatchObject({ default: false, status: 'ACTIVE', directDebitActive: false });
    }
    const twice = await call('completeBankConnection', { params: { id } });
    expect(twice.status).toBe(400);
    await expectProblem(twice);
  });

  it('makes the first account of a fresh company its default, with an EBICS setup when the bank has EBICS', async () => {
    resetDb('fresh');
    const { transaction } = await expectContract(
      'createBankConnection',
      CreateBankConnectionResponse,
      await call('createBankConnection'),
    );
    await call('completeBankConnection', { params: { id: transaction } });
    const [account] = await accounts();
    expect(account).toMatchObject({ default: true, bic: 'COBADEFFXXX' });
    const ebics = await call('getEbicsConnection', {
      params: { id: account?.ebicsConnectionReference ?? '' },
    });
    expect((await expectContract('getEbicsConnection', GetEbicsConnectionResponse, ebics)).status).toBe(
      'SETTING_UP_CREDITOR_IDENTIFIER',
    );
  });

  it('connects a selection of accounts with PATCH and refuses accounts of other banks', async () => {
    const { transaction: id } = await expectContract(
      'createBankConnection',
      CreateBankConnectionResponse,
      await call('createBankConnection'),
    );
    const { availableAccounts } = await expectContract(
      'listAvailableAccounts',
      ListAvailableAccountsResponse,
      await call('listAvailableAccounts', { params: { id } }),
    );
    const selected = availableAccounts[0]?.iban ?? '';
    const updated = await call('updateBankConnection', { params: { id }, body: { ibans: [selected] } });
    expect((await expectContract('updateBankConnection', UpdateBankConnectionResponse, updated)).status).toBe(
      'COMPLETED',
    );
    expect((await accounts()).filter((account) => account.iban === selected)).toHaveLength(1);
    const foreign = await call('updateBankConnection', {
      params: { id },
      body: { ibans: ['DE89370400440532013000'] },
    });
    expect(foreign.status).toBe(400);
    await expectProblem(foreign);
    const malformed = await call('updateBankConnection', { params: { id }, body: { ibans: ['DE00'] } });
    expect(malformed.status).toBe(400);
  });

  it('answers 404 for unknown connections (400 when completing one) and 401 without token', async () => {
    for (const operationId of ['getBankConnection', 'listAvailableAccounts']) {
      const response = await call(operationId, { params: { id: 'unknown' } });
      expect(response.status).toBe(404);
      await expectProblem(response);
    }
    expect((await call('updateBankConnection', { params: { id: 'unknown' }, body: {} })).status).toBe(404);
    expect((await call('completeBankConnection', { params: { id: 'unknown' } })).status).toBe(400);
    expect((await call('createBankConnection', { token: false })).status).toBe(401);
  });
});
