import { describe, expect, it } from 'vitest';
import {
  GetSubscriptionResponse,
  ListSubscriptionsResponse,
} from '../../../src-generated/zod/subscriptions/subscriptions.zod';
import type { SubscriptionStatus } from '../../../src-generated/model/subscriptionStatus';
import { getDb } from '../../db/store';
import { Problem, callOperation, parseSuccess } from '../../test-helpers';

const list = async (query: Record<string, string | number> = {}) => {
  const { status, body } = await callOperation('listSubscriptions', { query });
  expect(status).toBe(200);
  return ListSubscriptionsResponse.parse(body);
};

const seeded = (status: SubscriptionStatus) => {
  const subscription = getDb().subscriptions.find((candidate) => candidate.status === status);
  if (!subscription) throw new Error(`The seed has no ${status} subscription`);
  return subscription;
};

/** db.products belongs to another area; these tests bring the products they need. */
const addProduct = (billingType: 'RECURRING' | 'ONE_TIME', id: string) => {
  getDb().products.push({
    id,
    name: billingType === 'RECURRING' ? 'Kaffee-Abo Monat' : 'Kaffeemühle',
    productType: 'PRODUCT',
    price: 24.9,
    billingType,
    recurringBillingPeriod: billingType === 'RECURRING' ? 'MONTHLY' : 'NONE',
    taxRate: { description: 'USt 7%', rate: 7 },
  });
  return id;
};

const newSubscription = (change: Record<string, unknown> = {}) => {
  const db = getDb();
  const debitor = db.debitors.find((candidate) => candidate.address && candidate.firstName);
  return {
    debitorId: debitor?.id,
    debtorId: debitor?.id,
    productId: addProduct('RECURRING', 'product-abo'),
    bankAccountId: db.bankAccounts[0]?.id,
    directDebitActive: true,
    generateInvoice: true,
    ...change,
  };
};

describe('listSubscriptions', () => {
  it('answers 401 without a token', async () => {
    const { status, body } = await callOperation('listSubscriptions', { token: null });
    expect(status).toBe(401);
    Problem.parse(body);
  });

  it('pages newest first and sorts by createdDateTime', async () => {
    const total = getDb().subscriptions.length;
    const first = await list({ size: 10 });
    expect(first.page).toEqual({
      size: 10,
      totalElements: total,
      totalPages: Math.ceil(total / 10),
      number: 0,
    });
    const created = (await list({ size: 1000 }))._embedded.subscriptions.map((item) => item.createdDateTime);
    expect(created).toEqual([...created].sort().reverse());
    const ascending = (await list({ size: 1000, sort: 'createdDateTime,asc' }))._embedded.subscriptions;
    expect(ascending.map((item) => item.createdDateTime)).toEqual([...created].reverse());
    const third = await list({ size: 10, page: 2 });
    expect(third._embedded.subscriptions).toHaveLength(total - 20);
  });

  it('filters by a comma list of statuses, customer, search and dates', async () => {
    const requested = await list({ size: 1000, statuses: 'ACTIVE,CANCELLATION_REQUESTED' });
    const expected = getDb().subscriptions.filter((item) => item.status !== 'CANCELLED');
    expect(requested.page.totalElements).toBe(expected.length);
    expect(requested._embedded.subscriptions.some((item) => item.status === 'CANCELLED')).toBe(false);

    const sample = seeded('CANCELLATION_REQUESTED');
    const ofCustomer = await list({ size: 1000, debitorId: sample.debtor?.id ?? '' });
    expect(ofCustomer._embedded.subscriptions.every((item) => item.debtor?.id === sample.debtor?.id)).toBe(
      true,
    );
    expect(ofCustomer._embedded.subscriptions.some((item) => item.id === sample.id)).toBe(true);

    const byTitle = await list({ size: 1000, search: (sample.subscriptionTitle ?? '').toUpperCase() });
    expect(
      byTitle._embedded.subscriptions.every((item) => item.subscriptionTitle === sample.subscriptionTitle),
    ).toBe(true);
    const byName = await list({ size: 1000, search: sample.debtor?.lastName ?? '' });
    expect(byName._embedded.subscriptions.some((item) => item.id === sample.id)).toBe(true);

    const day = sample.createdDateTime.slice(0, 10);
    const onDay = await list({
      size: 1000,
      startDate: `${day}T00:00:00.000Z`,
      endDate: `${day}T23:59:59.999Z`,
    });
    expect(onDay._embedded.subscriptions.map((item) => item.id)).toContain(sample.id);
    expect(onDay._embedded.subscriptions.every((item) => item.createdDateTime.startsWith(day))).toBe(true);
  });
});

describe('createSubscription and getSubscription', () => {
  it('creates an ACTIVE subscription from a RECURRING product; it shows first in the list', async () => {
    const { status, body } = await callOperation('createSubscription', { body: newSubscription() });
    expect(status).toBe(200);
    const subscription = GetSubscriptionResponse.parse(body);
    expect(subscription).toMatchObject({
      status: 'ACTIVE',
      subscriptionTitle: 'Kaffee-Abo Monat',
      price: 24.9,
      interval: 'MONTHLY',
    });
    expect(subscription.nextPaymentDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await list())._embedded.subscriptions[0]?.id).toBe(subscription.id);
    const fetched = await callOperation('getSubscription', { params: { id: subscription.id } });
    expect(parseSuccess('getSubscription', fetched.body)).toEqual(subscription);
  });

  it.each([
    ['an unknown customer', { debitorId: 'nobody' }, 'customer required'],
    ['a customer without address', { debitorId: 'no-address' }, 'customer address incomplete'],
    ['an unknown product', { productId: 'nope' }, 'product required'],
    ['a one-time product', { productId: 'one-time' }, 'product required'],
    ['an unknown bank account', { bankAccountId: 'nope' }, 'bank account required'],
  ])('refuses %s', async (_, change, message) => {
    const input = newSubscription(change);
    if (input.debitorId === 'no-address')
      input.debitorId = getDb().debitors.find((debitor) => !debitor.address)?.id;
    if (input.productId === 'one-time') input.productId = addProduct('ONE_TIME', 'one-time');
    const { status, body } = await callOperation('createSubscription', { body: input });
    expect(status).toBe(400);
    expect(Problem.parse(body).message).toBe(message);
  });

  it('answers 404 for an unknown subscription and 401 without a token', async () => {
    const missing = await callOperation('getSubscription', { params: { id: 'nope' } });
    expect(missing.status).toBe(404);
    Problem.parse(missing.body);
    expect((await callOperation('getSubscription', { params: { id: 'nope' }, token: null })).status).toBe(
      401,
    );
    expect((await callOperation('createSubscription', { body: newSubscription(), token: null })).status).toBe(
      401,
    );
  });
});

describe('cancelSubscription', () => {
  const cancel = (id: string, body: Record<string, unknown>) =>
    callOperation('cancelSubscription', { params: { id }, body });

  it('requests an ordinary cancellation with a target date, and keeps it when repeated', async () => {
    const active = seeded('ACTIVE');
    const { status, body } = await cancel(active.id, {
      cancellationType: 'ORDINARY',
      reason: 'Kunde zieht um',
    });
    expect(status).toBe(200);
    const requested = GetSubscriptionResponse.parse(body);
    expect(requested.status).toBe('CANCELLATION_REQUESTED');
    expect(requested.cancellationRequest).toMatchObject({
      reason: 'Kunde zieht um',
      cancellationType: 'ORDINARY',
    });
    expect(requested.cancellationRequest?.targetDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = GetSubscriptionResponse.parse(
      (await cancel(active.id, { cancellationType: 'ORDINARY' })).body,
    );
    expect(again.cancellationRequest).toEqual(requested.cancellationRequest);
    const filtered = await list({ size: 1000, statuses: 'CANCELLATION_REQUESTED' });
    expect(filtered._embedded.subscriptions.map((item) => item.id)).toContain(active.id);
  });

  it('cancels at once with an extraordinary cancellation, from ACTIVE and CANCELLATION_REQUESTED', async () => {
    for (const status of ['ACTIVE', 'CANCELLATION_REQUESTED'] as const) {
      const subscription = seeded(status);
      const { body } = await cancel(subscription.id, { cancellationType: 'EXTRAORDINARY', reason: 'Betrug' });
      const cancelled = GetSubscriptionResponse.parse(body);
      expect(cancelled.status).toBe('CANCELLED');
      expect(cancelled.nextPaymentDueDate).toBeUndefined();
    }
  });

  it('refuses a cancelled subscription, unknown ids, bad bodies and missing tokens', async () => {
    const refused = await cancel(seeded('CANCELLED').id, { cancellationType: 'EXTRAORDINARY' });
    expect(refused.status).toBe(400);
    expect(Problem.parse(refused.body).message).toBe('The subscription is already cancelled');
    const invalid = await cancel(seeded('ACTIVE').id, { cancellationType: 'SOMETIME' });
    expect(invalid.status).toBe(400);
    expect(Problem.parse(invalid.body).message).toBe('Validation errors');
    expect((await cancel('nope', { cancellationType: 'ORDINARY' })).status).toBe(404);
    const anonymous = await callOperation('cancelSubscription', {
      params: { id: 'nope' },
      body: { cancellationType: 'ORDINARY' },
      token: null,
    });
    expect(anonymous.status).toBe(401);
  });
});
