import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../src-generated/model/payment';
import { ListPaymentsResponse } from '../../../src-generated/zod/payments/payments.zod';
import { type CallOptions, callOperation, expectProblem } from '../../test-helpers';

const list = async (query: CallOptions['query'] = {}) => {
  const result = await callOperation('listPayments', { query: { size: 1000, ...query } });
  expect(result.status).toBe(200);
  const body = ListPaymentsResponse.parse(result.body);
  expect(body.page.totalElements).toBe(body._embedded.payments.length);
  return body._embedded.payments as Payment[];
};

/** The ids of the filtered list against those of the unfiltered list that pass `keep`. */
const expectFiltered = async (query: CallOptions['query'], keep: (payment: Payment) => boolean) => {
  const filtered = (await list(query)).map((payment) => payment.id);
  const brute = (await list()).filter(keep).map((payment) => payment.id);
  expect(brute.length).toBeGreaterThan(0);
  expect(filtered).toEqual(brute);
};

describe('payments: filter by payment method', () => {
  it('answers exactly the payments of the method, alone and with a state', async () => {
    await expectFiltered(
      { paymentMethod: 'DIRECT_DEBIT' },
      (payment) => payment.paymentMethod === 'DIRECT_DEBIT',
    );
    await expectFiltered(
      { paymentMethod: ['DIRECT_DEBIT'], states: 'PENDING' },
      (payment) => payment.paymentMethod === 'DIRECT_DEBIT' && payment.state === 'PENDING',
    );
    await expectFiltered(
      { paymentMethod: 'ONLINE_PAYMENT' },
      (payment) => payment.paymentMethod === 'ONLINE_PAYMENT',
    );
  });

  it('takes several methods as any of them', async () => {
    await expectFiltered(
      { paymentMethod: ['ONLINE_PAYMENT', 'DIRECT_DEBIT'] },
      (payment) => payment.paymentMethod !== undefined,
    );
  });

  it('refuses an unknown method with 400', async () => {
    const problem = expectProblem(
      await callOperation('listPayments', { query: { paymentMethod: 'CASH' } }),
      400,
    );
    expect(problem.errors?.[0]?.field).toBe('paymentMethod.0');
  });
});
