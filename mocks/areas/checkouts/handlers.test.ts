import { describe, expect, it } from 'vitest';
import {
  GetCheckoutByPaymentIdResponse,
  GetCheckoutResponse,
  ListCheckoutsResponse,
} from '../../../src-generated/zod/checkouts/checkouts.zod';
import { getDb } from '../../db/store';
import {
  type CallOptions,
  callOperation,
  demoToken,
  expectProblem,
  operationUrl,
  parseSuccess,
} from '../../test-helpers';

const listCheckouts = async (query: CallOptions['query'] = {}) => {
  const result = await callOperation('listCheckouts', { query });
  parseSuccess('listCheckouts', result.body);
  return ListCheckoutsResponse.parse(result.body);
};

describe('listCheckouts', () => {
  it('pages newest first without the internal product fields', async () => {
    const body = await listCheckouts({ size: 10, page: 2 });
    expect(body.page).toEqual({ size: 10, totalElements: 30, totalPages: 3, number: 2 });
    const all = (await listCheckouts({ size: 100 }))._embedded.checkouts.map(
      (checkout) => checkout.createdDateTimeUTC,
    );
    expect(all).toEqual([...all].sort().reverse());
    expect(body._embedded.checkouts.some((checkout) => 'productType' in checkout)).toBe(false);
    const asc = await listCheckouts({ sort: 'createdDateTimeUTC,asc', size: 100 });
    expect(asc._embedded.checkouts.map((checkout) => checkout.createdDateTimeUTC)).toEqual(
      [...all].reverse(),
    );
  });

  it('filters by comma lists of states and products, by customer, search and dates', async () => {
    const checkouts = getDb().checkouts;
    // The portal sends states and productIds as comma lists.
    const url = operationUrl('listCheckouts');
    url.search = 'states=NEW,CLOSED&size=100';
    const response = await fetch(url, { headers: { authorization: `Bearer ${demoToken()}` } });
    const byStates = ListCheckoutsResponse.parse(await response.json());
    expect(byStates.page.totalElements).toBe(
      checkouts.filter((c) => ['NEW', 'CLOSED'].includes(c.checkoutState)).length,
    );
    const [first, second] = [...new Set(checkouts.map((checkout) => checkout.productId))];
    const byProducts = await listCheckouts({ productIds: `${first ?? ''},${second ?? ''}`, size: 100 });
    expect(byProducts.page.totalElements).toBe(
      checkouts.filter((c) => c.productId === first || c.productId === second).length,
    );
    const debtorRef = checkouts[0]?.debitorIdRef ?? '';
    expect((await listCheckouts({ debtorRef, size: 100 })).page.totalElements).toBe(
      checkouts.filter((c) => c.debitorIdRef === debtorRef).length,
    );
    const linked = checkouts.find((checkout) => checkout.paymentIdRef);
    expect(
      (await listCheckouts({ search: linked?.paymentIdRef }))._embedded.checkouts.map((c) => c.id),
    ).toEqual([linked?.id]);
    expect(
      (await listCheckouts({ search: linked?.debitorEmailAddress, size: 100 })).page.totalElements,
    ).toBeGreaterThan(0);
    const startDate = '2026-10-15T00:00:00.000Z';
    expect((await listCheckouts({ startDate, size: 100 })).page.totalElements).toBe(
      checkouts.filter((c) => c.createdDateTimeUTC >= startDate).length,
    );
    expectProblem(
      await callOperation('listCheckouts', { query: { states: 'OPEN' } }),
      400,
      'Validation errors',
    );
  });
});

describe('checkout details', () => {
  it('finds a checkout by id and by the id of its payment', async () => {
    const checkout = getDb().checkouts.find((candidate) => candidate.paymentIdRef);
    const byId = await callOperation('getCheckout', { params: { id: checkout?.id ?? '' } });
    expect(GetCheckoutResponse.parse(byId.body).id).toBe(checkout?.id);
    const byPayment = await callOperation('getCheckoutByPaymentId', {
      query: { paymentID: checkout?.paymentIdRef },
    });
    expect(GetCheckoutByPaymentIdResponse.parse(byPayment.body)).toEqual(byId.body);
  });

  it('answers 404 and 400 as the contract says', async () => {
    expectProblem(
      await callOperation('getCheckout', { params: { id: 'unknown' } }),
      404,
      'CheckoutLink not found',
    );
    const unlinked = getDb().payments.find(
      (payment) => !getDb().checkouts.some((c) => c.paymentIdRef === payment.id),
    );
    expectProblem(
      await callOperation('getCheckoutByPaymentId', { query: { paymentID: unlinked?.id } }),
      404,
      'CheckoutLink not found',
    );
    expectProblem(await callOperation('getCheckoutByPaymentId'), 400, 'Validation errors');
  });
});
