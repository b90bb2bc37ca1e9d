import { describe, expect, it } from 'vitest';
import type { Debitor } from '../../../src-generated/model/debitor';
import type { DebitorInput } from '../../../src-generated/model/debitorInput';
import {
  CreateDebitorResponse,
  GetDebitorResponse,
  GetDebitorStatsResponse,
  ListDebitorsResponse,
  SearchDebitorsResponse,
} from '../../../src-generated/zod/customers/customers.zod';
import { getDb } from '../../db/store';
import { Problem, callOperation } from '../../test-helpers';

type Query = Record<string, string | number | string[]>;

const list = async (query: Query = {}) => {
  const { status, body } = await callOperation('listDebitors', { query });
  expect(status).toBe(200);
  return ListDebitorsResponse.parse(body);
};

const person: DebitorInput = {
  type: 'PERSON',
  paymentMethod: 'ONLINE_PAYMENT',
  firstName: 'Greta',
  lastName: 'Zimmermann',
  emailAddress: 'greta.zimmermann@example.de',
  address: { street: 'Lindenstraße', houseNumber: '5', zipCode: '80331', city: 'München', country: 'DE' },
};

const create = async (input: Partial<DebitorInput> = {}) => {
  const { status, body } = await callOperation('createDebitor', { body: { ...person, ...input } });
  expect(status).toBe(200);
  return CreateDebitorResponse.parse(body);
};

const expectFieldErrors = (result: { status: number; body: unknown }, fields: string[]) => {
  expect(result.status).toBe(400);
  const problem = Problem.parse(result.body);
  expect(problem.message).toBe('Validation errors');
  expect(problem.errors?.map((error) => error.field)).toEqual(fields);
};

const named = (debitor: Debitor) => !!(debitor.firstName || debitor.lastName || debitor.companyName);

describe('customer list', () => {
  it('pages the seeded customers, 10 by default, newest first', async () => {
    const first = await list();
    expect(first.page).toEqual({ size: 10, totalElements: 60, totalPages: 6, number: 0 });
    const ids = first._embedded.debitors.map((debitor) => debitor.id);
    expect(ids).toEqual([...ids].sort().reverse());
    const last = await list({ page: 5, size: 10 });
    expect(last._embedded.debitors).toHaveLength(10);
    expect((await list({ page: 2, size: 30 }))._embedded.debitors).toEqual([]);
  });

  it('filters by onboarding state: the unfiltered list without the others', async () => {
    const all = (await list({ size: 100 }))._embedded.debitors;
    const stateOf = (debitor: Debitor) => debitor.onboardingState ?? 'ONBOARDING_COMPLETED';
    for (const state of ['ONBOARDING_PENDING', 'ONBOARDING_COMPLETED'] as const) {
      const brute = all.filter((debitor) => stateOf(debitor) === state).map((debitor) => debitor.id);
      expect(brute.length).toBeGreaterThan(0);
      const found = await list({ size: 100, onboardingState: state });
      expect(found._embedded.debitors.map((debitor) => debitor.id)).toEqual(brute);
      expect(found.page.totalElements).toBe(brute.length);
    }
    const both = await list({ size: 100, onboardingState: ['ONBOARDING_PENDING', 'ONBOARDING_COMPLETED'] });
    expect(both._embedded.debitors).toEqual(all);
    const wrong = await callOperation('listDebitors', { query: { onboardingState: 'INVITED' } });
    expect(wrong.status).toBe(400);
  });

  it('sorts by last name and first name ascending, the deleted customer last', async () => {
    const all = (await list({ size: 100, sort: ['lastName,asc', 'firstName,asc'] }))._embedded.debitors;
    const names = all.filter(named).map((debitor) => `${debitor.lastName}|${debitor.firstName}`);
    const sorted = [...names].sort((a, b) => {
      const [lastA = '', firstA = ''] = a.split('|');
      const [lastB = '', firstB = ''] = b.split('|');
      return lastA.localeCompare(lastB, 'de') || firstA.localeCompare(firstB, 'de');
    });
    expect(names).toEqual(sorted);
    expect(all.at(-1)?.lastName).toBeUndefined();
    const descending = (await list({ size: 100, sort: 'lastName,desc' }))._embedded.debitors.filter(named);
    expect(descending[0]?.lastName).toBe(all[all.length - 2]?.lastName);
  });

  it('searches names, company names and e-mail addresses', async () => {
    const organization = getDb().debitors.find((debitor) => debitor.type === 'ORGANIZATION');
    const somebody = getDb().debitors[4];
    for (const search of [
      organization?.companyName ?? '',
      somebody?.lastName ?? '',
      `${somebody?.firstName} ${somebody?.lastName}`,
      somebody?.emailAddress.toUpperCase() ?? '',
    ]) {
      const found = await list({ search, size: 100 });
      expect(found.page.totalElements).toBeGreaterThan(0);
      expect(found.page.totalElements).toBeLessThan(60);
      for (const debitor of found._embedded.debitors) {
        expect(JSON.stringify(debitor).toLowerCase()).toContain(search.split(' ')[0]?.toLowerCase());
      }
    }
    expect((await list({ search: 'xyz-niemand' })).page).toMatchObject({ totalElements: 0, totalPages: 0 });
  });

  it('shows every onboarding state and payment method', async () => {
    const all = (await list({ size: 100 }))._embedded.debitors;
    expect(new Set(all.map((debitor) => debitor.onboardingState))).toEqual(
      new Set(['ONBOARDING_PENDING', 'ONBOARDING_COMPLETED']),
    );
    expect(new Set(all.map((debitor) => debitor.paymentMethod))).toEqual(
      new Set(['ONLINE_PAYMENT', 'DIRECT_DEBIT']),
    );
  });
});

describe('creating customers', () => {
  it('creates a person with online payment, completed, found in list, search and details', async () => {
    const created = await create({
      additionalEmailAddresses: ['Buchhaltung@Example.de', 'buchhaltung@example.de'],
    });
    expect(created).toMatchObject({
      type: 'PERSON',
      invitationType: 'MANUAL',
      onboardingState: 'ONBOARDING_COMPLETED',
      additionalEmailAddresses: ['buchhaltung@example.de'],
    });
    expect(created.paymentMethodSetupLink).toBeUndefined();
    expect((await list())._embedded.debitors[0]?.id).toBe(created.id);
    expect((await list({ search: 'Zimmermann' }))._embedded.debitors.map((debitor) => debitor.id)).toContain(
      created.id,
    );
    const fetched = await callOperation('getDebitor', { params: { id: created.id } });
    expect(GetDebitorResponse.parse(fetched.body)).toEqual(created);
  });

  it('invites a direct debit customer without a mandate (pending, with a setup link)', async () => {
    const created = await create({ paymentMethod: 'DIRECT_DEBIT' });
    expect(created.onboardingState).toBe('ONBOARDING_PENDING');
    expect(created.paymentMethodSetupLink).toMatch(new RegExp(`^https://.+/setup/${created.id}$`));
  });

  it('creates an organization with its company name', async () => {
    const created = await create({
      type: 'ORGANIZATION',
      firstName: undefined,
      lastName: undefined,
      companyName: 'Hofladen Berger KG',
      emailAddress: 'info@hofladen-berger.de',
      vatId: 'DE811234567',
    });
    expect(created).toMatchObject({ type: 'ORGANIZATION', companyName: 'Hofladen Berger KG' });
  });

  it('requires names for a person and a company name for an organization (400)', async () => {
    const noNames = { ...person, firstName: ' ', lastName: undefined };
    expectFieldErrors(await callOperation('createDebitor', { body: noNames }), ['firstName', 'lastName']);
    const noCompany = { ...person, type: 'ORGANIZATION', emailAddress: 'firma@example.de' };
    expectFieldErrors(await callOperation('createDebitor', { body: noCompany }), ['companyName']);
  });

  it('refuses an e-mail address that another customer has (400), but not one of a deleted customer', async () => {
    const taken = getDb().debitors[0]?.emailAddress.toUpperCase();
    expectFieldErrors(await callOperation('createDebitor', { body: { ...person, emailAddress: taken } }), [
      'emailAddress',
    ]);
    const deleted = getDb().debitors.find((debitor) => !named(debitor));
    await create({ emailAddress: deleted?.emailAddress });
  });

  it('checks the schema (400) and the token (401)', async () => {
    const invalid = await callOperation('createDebitor', { body: { ...person, emailAddress: 'kaputt' } });
    expect(invalid.status).toBe(400);
    Problem.parse(invalid.body);
    expect((await callOperation('createDebitor', { body: person, token: null })).status).toBe(401);
  });
});

describe('searching customers by e-mail address', () => {
  it('finds by e-mail address and last name, and nothing for another last name', async () => {
    const target = getDb().debitors[2];
    const byEmail = await callOperation('searchDebitors', {
      query: { emailAddress: target?.emailAddress ?? '' },
    });
    expect(byEmail.status).toBe(200);
    expect(
      SearchDebitorsResponse.parse(byEmail.body)._embedded.debitors.map((debitor) => debitor.id),
    ).toEqual([target?.id]);
    const both = await callOperation('searchDebitors', {
      query: { emailAddress: target?.emailAddress ?? '', lastName: target?.lastName?.toLowerCase() ?? '' },
    });
    expect(SearchDebitorsResponse.parse(both.body)._embedded.debitors).toHaveLength(1);
    const other = await callOperation('searchDebitors', {
      query: { emailAddress: target?.emailAddress ?? '', lastName: 'Anders' },
    });
    expect(SearchDebitorsResponse.parse(other.body)).toMatchObject({ _embedded: { debitors: [] } });
  });

  it('does not find deleted customers and needs the e-mail address', async () => {
    const deleted = getDb().debitors.find((debitor) => !named(debitor));
    const found = await callOperation('searchDebitors', {
      query: { emailAddress: deleted?.emailAddress ?? '' },
    });
    expect(SearchDebitorsResponse.parse(found.body)._embedded.debitors).toEqual([]);
    const missing = await callOperation('searchDebitors');
    expect(missing.status).toBe(400);
    Problem.parse(missing.body);
    expect(
      (await callOperation('searchDebitors', { token: null, query: { emailAddress: 'a@b.de' } })).status,
    ).toBe(401);
  });
});

describe('reading a customer', () => {
  it('answers 404 for an unknown id and 401 without a token', async () => {
    const unknown = await callOperation('getDebitor', { params: { id: 'unknown' } });
    expect(unknown.status).toBe(404);
    Problem.parse(unknown.body);
    expect((await callOperation('getDebitor', { params: { id: 'x' }, token: null })).status).toBe(401);
  });

  it('computes the pending sum and count from PENDING and MANUAL payments', async () => {
    // A new customer, so payments seeded for others cannot change the figures.
    const { id } = await create();
    const empty = await callOperation('getDebitorStats', { params: { id } });
    expect(GetDebitorStatsResponse.parse(empty.body)).toEqual({ totalAmountPending: 0, numPending: 0 });
    const payment = (state: 'PENDING' | 'MANUAL' | 'COMPLETED', amount: number, debitorRef = id) => ({
      id: `pay-${state}-${amount}`,
      state,
      amount,
      purpose: 'Mitgliedsbeitrag November',
      createdDateTimeUTC: '2026-10-01T08:00:00.000Z',
      debitorRef,
    });
    getDb().payments.push(
      payment('PENDING', 49.9),
      payment('MANUAL', 20.15),
      payment('COMPLETED', 500),
      payment('PENDING', 99, 'someone-else'),
    );
    const stats = await callOperation('getDebitorStats', { params: { id } });
    expect(stats.status).toBe(200);
    expect(GetDebitorStatsResponse.parse(stats.body)).toEqual({ totalAmountPending: 70.05, numPending: 2 });
    expect((await callOperation('getDebitorStats', { params: { id: 'unknown' } })).status).toBe(404);
    expect((await callOperation('getDebitorStats', { params: { id }, token: null })).status).toBe(401);
  });
});
