import { describe, expect, it } from 'vitest';
import {
  CreateSepaMandateResponse,
  ListSepaMandatesResponse,
} from '../../../src-generated/zod/sepa-mandates/sepa-mandates.zod';
import { getDb } from '../../db/store';
import { germanIban } from '../../lib/bank-data';
import { Problem, callOperation, parseSuccess } from '../../test-helpers';

const list = async (query: Record<string, string | number> = {}) => {
  const { status, body } = await callOperation('listSepaMandates', { query });
  expect(status).toBe(200);
  return ListSepaMandatesResponse.parse(body);
};

const directDebitCustomer = () => {
  const debitor = getDb().debitors.find((candidate) => candidate.paymentMethod === 'DIRECT_DEBIT');
  if (!debitor) throw new Error('The seed has no direct-debit customer');
  return debitor;
};

const newMandate = (change: Record<string, unknown> = {}) => ({
  debitorId: directDebitCustomer().id,
  iban: germanIban('12030000', '0000202051'),
  bic: 'BYLADEM1001',
  signatureDate: '2026-11-02',
  isChecked: true,
  ...change,
});

describe('listSepaMandates', () => {
  it('answers 401 without a token', async () => {
    const { status, body } = await callOperation('listSepaMandates', { token: null });
    expect(status).toBe(401);
    Problem.parse(body);
  });

  it('pages newest first with page size 10 by default', async () => {
    const total = getDb().sepaMandates.length;
    const first = await list();
    expect(first.page).toEqual({
      size: 10,
      totalElements: total,
      totalPages: Math.ceil(total / 10),
      number: 0,
    });
    const ids = (await list({ size: 1000 }))._embedded.sepaMandates.map((mandate) => mandate.id);
    const newestFirst = [...getDb().sepaMandates]
      .sort((a, b) => b.createdDateTimeUTC.localeCompare(a.createdDateTimeUTC))
      .map((mandate) => mandate.id);
    expect(ids).toEqual(newestFirst);
    const oldestFirst = await list({ size: 1000, sort: 'createdDateTimeUTC,asc' });
    expect(oldestFirst._embedded.sepaMandates.map((mandate) => mandate.id)).toEqual(
      [...newestFirst].reverse(),
    );
    const second = await list({ size: 10, page: 1 });
    expect(second._embedded.sepaMandates.map((mandate) => mandate.id)).toEqual(newestFirst.slice(10, 20));
  });

  it('filters by customer (debtor_id)', async () => {
    const debitor = directDebitCustomer();
    const mine = await list({ debtor_id: debitor.id });
    const expected = getDb().sepaMandates.filter((mandate) => mandate.debitorId === debitor.id);
    expect(mine.page.totalElements).toBe(expected.length);
    expect(mine._embedded.sepaMandates.map((mandate) => mandate.id).sort()).toEqual(
      expected.map((mandate) => mandate.id).sort(),
    );
    expect((await list({ debtor_id: 'nobody' })).page.totalElements).toBe(0);
  });
});

describe('createSepaMandate', () => {
  it('stores an ACTIVE mandate with a new reference that shows first in the list', async () => {
    const { status, body } = await callOperation('createSepaMandate', { body: newMandate() });
    expect(status).toBe(200);
    const mandate = CreateSepaMandateResponse.parse(body);
    expect(mandate).toMatchObject({ state: 'ACTIVE', bic: 'BYLADEM1001', signatureDate: '2026-11-02' });
    expect(mandate.mandateReference).toMatch(/^MR-\d{4}-\d{6}$/);
    const mine = await list({ debtor_id: directDebitCustomer().id });
    expect(mine._embedded.sepaMandates[0]?.id).toBe(mandate.id);
  });

  it('refuses an IBAN with a wrong check digit, a short BIC, an unticked agreement and an unknown customer', async () => {
    const wrongIban = await callOperation('createSepaMandate', {
      body: newMandate({ iban: 'DE00120300000000202051' }),
    });
    expect(wrongIban.status).toBe(400);
    expect(Problem.parse(wrongIban.body).message).toBe('no_valid_iban');
    for (const change of [{ bic: 'BYLA' }, { isChecked: false }, { signatureDate: '' }]) {
      const { status, body } = await callOperation('createSepaMandate', { body: newMandate(change) });
      expect(status).toBe(400);
      expect(Problem.parse(body).message).toBe('Validation errors');
    }
    const unknown = await callOperation('createSepaMandate', { body: newMandate({ debitorId: 'nobody' }) });
    expect(unknown.status).toBe(400);
    Problem.parse(unknown.body);
    expect((await callOperation('createSepaMandate', { body: newMandate(), token: null })).status).toBe(401);
  });
});

describe('deactivateSepaMandate', () => {
  it('deactivates an ACTIVE mandate once', async () => {
    const active = getDb().sepaMandates.find((mandate) => mandate.state === 'ACTIVE');
    const { status, body } = await callOperation('deactivateSepaMandate', {
      params: { id: active?.id ?? '' },
    });
    expect(status).toBe(200);
    expect(parseSuccess('deactivateSepaMandate', body)).toMatchObject({ id: active?.id, state: 'INACTIVE' });
    const again = await callOperation('deactivateSepaMandate', { params: { id: active?.id ?? '' } });
    expect(again.status).toBe(400);
    expect(Problem.parse(again.body).message).toBe('Only active mandates can be deactivated');
  });

  it('answers 404 for an unknown mandate and 401 without a token', async () => {
    const missing = await callOperation('deactivateSepaMandate', { params: { id: 'nope' } });
    expect(missing.status).toBe(404);
    Problem.parse(missing.body);
    expect(
      (await callOperation('deactivateSepaMandate', { params: { id: 'nope' }, token: null })).status,
    ).toBe(401);
  });
});
