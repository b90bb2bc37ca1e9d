import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../src-generated/operations';
import {
  GetDonationReceiptResponse,
  GetPaymentLinkResponse,
  GetPaymentResponse,
  ListDebitorTransactionsResponse,
  ListPaymentEventsResponse,
  ListPaymentsResponse,
} from '../../../src-generated/zod/payments/payments.zod';
import { GetTenantStatsResponse } from '../../../src-generated/zod/statistics/statistics.zod';
import { getDb, resetDb } from '../../db/store';
import { type CallOptions, callOperation, expectProblem, parseSuccess } from '../../test-helpers';

const MY_TAGS = ['payments', 'statistics', 'credits', 'credit-notes', 'checkouts'];

const listPayments = async (query: CallOptions['query'] = {}) => {
  const result = await callOperation('listPayments', { query });
  expect(result.status).toBe(200);
  parseSuccess('listPayments', result.body);
  return ListPaymentsResponse.parse(result.body);
};

const allPayments = () => getDb().payments;
const newestFirst = <T extends { createdDateTimeUTC: string }>(items: T[]) =>
  [...items].sort((a, b) => b.createdDateTimeUTC.localeCompare(a.createdDateTimeUTC));

describe('payments: authentication', () => {
  it('answers 401 with a Problem for every operation of these areas without a token', async () => {
    const mine = operations.filter((operation) => MY_TAGS.includes(operation.tag));
    expect(mine).toHaveLength(24);
    for (const operation of mine) {
      const params = Object.fromEntries(
        [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => [match[1] ?? '', 'any-id']),
      );
      const result = await callOperation(operation.operationId, { params, token: null });
      expectProblem(result, 401, 'Unauthorized');
    }
  });
});

describe('listPayments', () => {
  it('pages the newest first by default (size 10)', async () => {
    const body = await listPayments();
    expect(body.page).toEqual({ size: 10, totalElements: 300, totalPages: 30, number: 0 });
    expect(body._embedded.payments.map((payment) => payment.id)).toEqual(
      newestFirst(allPayments())
        .slice(0, 10)
        .map((payment) => payment.id),
    );
    expect(body._embedded.payments.some((payment) => 'metadata' in payment)).toBe(false);
  });

  it('answers later pages and the last partial page', async () => {
    const sorted = newestFirst(allPayments()).map((payment) => payment.id);
    const third = await listPayments({ page: 2, size: 30 });
    expect(third.page).toEqual({ size: 30, totalElements: 300, totalPages: 10, number: 2 });
    expect(third._embedded.payments.map((payment) => payment.id)).toEqual(sorted.slice(60, 90));
    const last = await listPayments({ page: 42, size: 7 });
    expect(last._embedded.payments.map((payment) => payment.id)).toEqual(sorted.slice(294));
    const beyond = await listPayments({ page: 99, size: 10 });
    expect(beyond._embedded.payments).toEqual([]);
  });

  it('sorts oldest first on request', async () => {
    const body = await listPayments({ sort: 'createdDateTimeUTC,asc', size: 5 });
    const oldest = newestFirst(allPayments()).reverse().slice(0, 5);
    expect(body._embedded.payments.map((payment) => payment.id)).toEqual(oldest.map((payment) => payment.id));
  });

  it('filters by states and statuses (repeated parameters, together)', async () => {
    const count = (...states: string[]) =>
      allPayments().filter((payment) => states.includes(payment.state)).length;
    const byStates = await listPayments({ states: ['PENDING', 'MANUAL'], size: 1000 });
    expect(byStates.page.totalElements).toBe(count('PENDING', 'MANUAL'));
    expect(
      byStates._embedded.payments.every((payment) => ['PENDING', 'MANUAL'].includes(payment.state)),
    ).toBe(true);
    const byStatuses = await listPayments({ statuses: ['COMPLETED'] });
    expect(byStatuses.page.totalElements).toBe(count('COMPLETED'));
    const both = await listPayments({ states: ['PENDING'], statuses: ['VERIFIED'] });
    expect(both.page.totalElements).toBe(count('PENDING', 'VERIFIED'));
  });

  it('refuses unknown states and page sizes with 400', async () => {
    const problem = expectProblem(await callOperation('listPayments', { query: { states: 'PAID' } }), 400);
    expect(problem.errors?.[0]?.field).toBe('states.0');
    expectProblem(await callOperation('listPayments', { query: { size: 0 } }), 400, 'Validation errors');
  });

  it('searches purpose, verification id, customer names and e-mail', async () => {
    const target = allPayments().find((payment) => payment.verificationId && payment.debitor?.lastName);
    const byId = await listPayments({ search: target?.verificationId?.toLowerCase() });
    expect(byId._embedded.payments.map((payment) => payment.id)).toEqual([target?.id]);
    const fullName = `${target?.debitor?.firstName ?? ''} ${target?.debitor?.lastName ?? ''}`;
    const byName = await listPayments({ search: fullName, size: 1000 });
    expect(byName._embedded.payments.map((payment) => payment.id)).toContain(target?.id);
    const byMail = await listPayments({ search: target?.debitor?.emailAddress, size: 1000 });
    expect(byMail._embedded.payments.every((payment) => payment.debitorRef === target?.debitorRef)).toBe(
      true,
    );
    const byPurpose = await listPayments({ search: 'mitgliedsbeitrag', size: 1000 });
    expect(byPurpose.page.totalElements).toBeGreaterThan(0);
    expect(
      byPurpose._embedded.payments.every((payment) => payment.purpose.includes('Mitgliedsbeitrag')),
    ).toBe(true);
    expect((await listPayments({ search: 'gibt es nicht' })).page.totalElements).toBe(0);
  });

  it('filters by creation date, start and end inclusive', async () => {
    const startDate = '2026-10-01T00:00:00.000Z';
    const endDate = '2026-10-15T23:59:59.999Z';
    const expected = allPayments().filter(
      (payment) => payment.createdDateTimeUTC >= startDate && payment.createdDateTimeUTC <= endDate,
    );
    const body = await listPayments({ startDate, endDate, size: 1000 });
    expect(body.page.totalElements).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    expectProblem(await callOperation('listPayments', { query: { startDate: 'gestern' } }), 400);
  });

  it('filters by customer (debitorRef or debitorId)', async () => {
    const debitorId = allPayments()[0]?.debitorRef ?? '';
    const expected = allPayments().filter((payment) => payment.debitorRef === debitorId).length;
    expect((await listPayments({ debitorRef: debitorId })).page.totalElements).toBe(expected);
    expect((await listPayments({ debitorId })).page.totalElements).toBe(expected);
  });

  it('filters by product type, product and billing type through the checkout of a payment', async () => {
    const linked = getDb().checkouts.filter((checkout) => checkout.paymentIdRef);
    const donations = linked.filter((checkout) => checkout.productType === 'DONATION');
    const byType = await listPayments({ productTypes: ['DONATION'], size: 1000 });
    expect(byType._embedded.payments.map((payment) => payment.id).sort()).toEqual(
      donations.map((checkout) => checkout.paymentIdRef).sort(),
    );
    const product = linked[0]?.productId ?? '';
    const byProduct = await listPayments({ productIds: [product], size: 1000 });
    expect(byProduct.page.totalElements).toBe(
      linked.filter((checkout) => checkout.productId === product).length,
    );
    const recurring = await listPayments({ billingType: 'RECURRING', size: 1000 });
    expect(recurring.page.totalElements).toBe(
      linked.filter((checkout) => checkout.billingType === 'RECURRING').length,
    );
  });
});

describe('getPayment', () => {
  it('answers the payment, with metadata only on expand=metadata', async () => {
    const payment = allPayments().find((candidate) => candidate.metadata?.length);
    const plain = await callOperation('getPayment', { params: { id: payment?.id ?? '' } });
    expect(plain.status).toBe(200);
    expect(GetPaymentResponse.parse(plain.body).metadata).toBeUndefined();
    const expanded = await callOperation('getPayment', {
      params: { id: payment?.id ?? '' },
      query: { expand: 'metadata' },
    });
    expect(GetPaymentResponse.parse(expanded.body).metadata).toEqual(payment?.metadata);
    expect(plain.body).not.toHaveProperty('invoiceDocument');
  });

  it('answers 404 for an unknown payment and 400 for an unknown expand', async () => {
    expectProblem(await callOperation('getPayment', { params: { id: 'unknown' } }), 404, 'Payment not found');
    const id = allPayments()[0]?.id ?? '';
    expectProblem(await callOperation('getPayment', { params: { id }, query: { expand: 'events' } }), 400);
  });
});

describe('listPaymentEvents', () => {
  it('answers the timeline of a payment sorted by time', async () => {
    const payment = allPayments().find((candidate) => candidate.state === 'REFUND_COMPLETED');
    const result = await callOperation('listPaymentEvents', { params: { id: payment?.id ?? '' } });
    const events = ListPaymentEventsResponse.parse(result.body)._embedded.paperlessEventsList;
    expect(events[0]?.eventType).toBe('CREATED_BY_CREDITOR');
    expect(events.every((event) => event.paymentId === payment?.id)).toBe(true);
    expect(events.map((event) => event.eventDateTime)).toEqual(
      events.map((event) => event.eventDateTime).sort(),
    );
    expect(events.map((event) => event.eventType)).toContain('PAYMENT_REFUND_IN_PROGRESS');
    expectProblem(await callOperation('listPaymentEvents', { params: { id: 'unknown' } }), 404);
  });
});

describe('listDebitorTransactions', () => {
  it("pages one customer's payments as paperlessList", async () => {
    const counts = new Map<string, number>();
    for (const payment of allPayments())
      counts.set(payment.debitorRef ?? '', (counts.get(payment.debitorRef ?? '') ?? 0) + 1);
    const [debitorId, total] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    const result = await callOperation('listDebitorTransactions', {
      params: { id: debitorId },
      query: { size: 3, page: 1, sort: 'createdDateTimeUTC,desc' },
    });
    const body = ListDebitorTransactionsResponse.parse(result.body);
    expect(body.page).toEqual({ size: 3, totalElements: total, totalPages: Math.ceil(total / 3), number: 1 });
    const expected = newestFirst(allPayments().filter((payment) => payment.debitorRef === debitorId)).slice(
      3,
      6,
    );
    expect(body._embedded.paperlessList.map((payment) => payment.id)).toEqual(
      expected.map((payment) => payment.id),
    );
    expectProblem(await callOperation('listDebitorTransactions', { params: { id: 'unknown' } }), 404);
  });
});

describe('getPaymentLink', () => {
  it('answers a link for open online payments and 404 otherwise', async () => {
    const open = allPayments().find((payment) => payment.state === 'MANUAL');
    const result = await callOperation('getPaymentLink', { params: { id: open?.id ?? '' } });
    expect(GetPaymentLinkResponse.parse(result.body).paymentLink).toContain(open?.id);
    const paid = allPayments().find((payment) => payment.state === 'COMPLETED');
    expectProblem(
      await callOperation('getPaymentLink', { params: { id: paid?.id ?? '' } }),
      404,
      'payment link not found',
    );
    const debit = allPayments().find(
      (payment) => payment.state === 'PENDING' && payment.paymentMethod === 'DIRECT_DEBIT',
    );
    expectProblem(
      await callOperation('getPaymentLink', { params: { id: debit?.id ?? '' } }),
      404,
      'payment link not found',
    );
    expectProblem(
      await callOperation('getPaymentLink', { params: { id: 'unknown' } }),
      404,
      'Payment not found',
    );
  });
});

describe('getDonationReceipt', () => {
  it('answers a real PDF for a donation with a receipt', async () => {
    const donation = allPayments().find((payment) => payment.donation?.documentPublicUrl);
    const result = await callOperation('getDonationReceipt', { params: { id: donation?.id ?? '' } });
    const document = GetDonationReceiptResponse.parse(result.body);
    expect(document.name).toMatch(/^Zuwendungsbestaetigung-.+\.pdf$/);
    const pdf = await PDFDocument.load(Uint8Array.from(atob(document.content), (char) => char.charCodeAt(0)));
    expect(pdf.getTitle()).toBe('Zuwendungsbestätigung');
  });

  it('answers 404 without a receipt', async () => {
    const plain = allPayments().find((payment) => !payment.isDonation);
    expectProblem(
      await callOperation('getDonationReceipt', { params: { id: plain?.id ?? '' } }),
      404,
      'donation receipt not found',
    );
    expectProblem(await callOperation('getDonationReceipt', { params: { id: 'unknown' } }), 404);
  });
});

describe('getTenantStats', () => {
  it('groups the payments by state with total amount and count', async () => {
    const result = await callOperation('getTenantStats');
    const stats = GetTenantStatsResponse.parse(result.body);
    expect(stats.reduce((sum, stat) => sum + stat.count, 0)).toBe(300);
    for (const stat of stats) {
      const payments = allPayments().filter((payment) => payment.state === stat.state);
      expect(stat.count).toBe(payments.length);
      expect(stat.totalAmount).toBeCloseTo(
        payments.reduce((sum, payment) => sum + payment.amount, 0),
        2,
      );
    }
  });

  it('follows changes, and is empty for a fresh company', async () => {
    const pending = allPayments().find(
      (payment) =>
        payment.state === 'PENDING' && payment.paymentMethod === 'ONLINE_PAYMENT' && !payment.invoice,
    );
    const before = GetTenantStatsResponse.parse((await callOperation('getTenantStats')).body);
    await callOperation('changePaymentState', {
      params: { id: pending?.id ?? '' },
      body: { state: 'VERIFIED', sendEmailNotification: false },
    });
    const after = GetTenantStatsResponse.parse((await callOperation('getTenantStats')).body);
    const countOf = (stats: typeof before, state: string) =>
      stats.find((stat) => stat.state === state)?.count ?? 0;
    expect(countOf(after, 'PENDING')).toBe(countOf(before, 'PENDING') - 1);
    expect(countOf(after, 'VERIFIED')).toBe(countOf(before, 'VERIFIED') + 1);
    resetDb('fresh');
    expect((await callOperation('getTenantStats')).body).toEqual([]);
    expect((await listPayments()).page).toEqual({ size: 10, totalElements: 0, totalPages: 0, number: 0 });
  });
});
