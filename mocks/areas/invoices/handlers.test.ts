import { describe, expect, it } from 'vitest';
import {
  GetInvoicePdfResponse,
  GetInvoiceResponse,
  ListInvoiceEventsResponse,
  ListInvoiceReferencesResponse,
  ListInvoicesResponse,
} from '../../../src-generated/zod/invoices/invoices.zod';
import { getDb } from '../../db/store';
import { Problem, callOperation, parseSuccess } from '../../test-helpers';

const list = async (query: Record<string, string | number | string[]> = {}) => {
  const { status, body } = await callOperation('listInvoices', { query });
  expect(status).toBe(200);
  return ListInvoicesResponse.parse(body);
};

const someInvoice = (predicate: (invoice: ReturnType<typeof getDb>['invoices'][number]) => boolean) => {
  const invoice = getDb().invoices.find(predicate);
  if (!invoice) throw new Error('The seed has no such invoice');
  return invoice;
};

const customerWithAddress = () => {
  const debitor = getDb().debitors.find((candidate) => candidate.address && candidate.firstName);
  if (!debitor) throw new Error('The seed has no customer with an address');
  return debitor;
};

const validInput = () => ({
  debitorId: customerWithAddress().id,
  creditorBankAccountId: getDb().bankAccounts[0]?.id ?? '',
  positions: [
    { description: 'Roggenbrot 1 kg', quantity: 20, price: 3.5, taxRate: { description: 'USt 7%', rate: 7 } },
    { description: 'Lieferpauschale', quantity: 1, price: 15, taxRate: { description: 'USt 19%', rate: 19 } },
  ],
  defaultTaxRate: { description: 'USt 19%', rate: 19 },
  paymentTermInDays: 14,
  servicePeriodStart: '2026-10-01',
  servicePeriodEnd: '2026-10-31',
  servicePeriodVariant: 'service_period',
});

describe('listInvoices', () => {
  it('answers 401 without a token', async () => {
    const { status, body } = await callOperation('listInvoices', { token: null });
    expect(status).toBe(401);
    Problem.parse(body);
  });

  it('pages zero-based, newest first, size 10 by default', async () => {
    const total = getDb().invoices.length;
    const first = await list();
    expect(first.page).toEqual({
      size: 10,
      totalElements: total,
      totalPages: Math.ceil(total / 10),
      number: 0,
    });
    expect(first._embedded.invoices).toHaveLength(10);
    const created = first._embedded.invoices.map((invoice) => invoice.createdDateTimeUTC);
    expect(created).toEqual([...created].sort().reverse());
    const last = await list({ size: 30, page: Math.floor(total / 30) });
    expect(last._embedded.invoices).toHaveLength(total % 30);
    expect(last.page.number).toBe(Math.floor(total / 30));
  });

  it('returns up to 1000 at once and sorts ascending on request', async () => {
    const all = await list({ size: 1000, sort: 'createdDateTimeUTC,asc' });
    expect(all._embedded.invoices).toHaveLength(getDb().invoices.length);
    const created = all._embedded.invoices.map((invoice) => invoice.createdDateTimeUTC);
    expect(created).toEqual([...created].sort());
    const byTotal = await list({ size: 5, sort: 'total,desc' });
    expect(byTotal._embedded.invoices[0]?.total).toBe(
      Math.max(...getDb().invoices.map((invoice) => invoice.total)),
    );
  });

  it('filters by statuses (repeated), customer, search and dates', async () => {
    const some = await list({ size: 1000, statuses: ['OPEN', 'IN_DUNNING'] });
    expect(some._embedded.invoices.length).toBe(
      getDb().invoices.filter((invoice) => ['OPEN', 'IN_DUNNING'].includes(invoice.status)).length,
    );
    expect(new Set(some._embedded.invoices.map((invoice) => invoice.status))).toEqual(
      new Set(['OPEN', 'IN_DUNNING']),
    );

    const sample = someInvoice((invoice) => Boolean(invoice.invoiceNumber && invoice.debitor?.lastName));
    const ofCustomer = await list({ size: 1000, debitorRef: sample.debitor?.id ?? '' });
    expect(ofCustomer._embedded.invoices.length).toBeGreaterThan(0);
    expect(ofCustomer._embedded.invoices.every((invoice) => invoice.debitor?.id === sample.debitor?.id)).toBe(
      true,
    );

    const byNumber = await list({ search: sample.invoiceNumber?.toLowerCase() ?? '' });
    expect(byNumber._embedded.invoices.map((invoice) => invoice.id)).toEqual([sample.id]);
    const byName = await list({ size: 1000, search: sample.debitor?.lastName ?? '' });
    expect(byName._embedded.invoices.some((invoice) => invoice.id === sample.id)).toBe(true);

    const day = sample.createdDateTimeUTC.slice(0, 10);
    const onDay = await list({
      size: 1000,
      startDate: `${day}T00:00:00.000Z`,
      endDate: `${day}T23:59:59.999Z`,
    });
    expect(onDay._embedded.invoices.some((invoice) => invoice.id === sample.id)).toBe(true);
    expect(onDay._embedded.invoices.every((invoice) => invoice.createdDateTimeUTC.startsWith(day))).toBe(
      true,
    );
    const none = await list({ startDate: '2030-01-01T00:00:00.000Z' });
    expect(none.page.totalElements).toBe(0);
  });
});

describe('createInvoice, updateInvoice, deleteInvoice', () => {
  it('creates a DRAFT with computed totals and a CREATED event; it shows up in the list', async () => {
    const { status, body } = await callOperation('createInvoice', { body: validInput() });
    expect(status).toBe(200);
    const invoice = GetInvoiceResponse.parse(body);
    expect(invoice).toMatchObject({ status: 'DRAFT', invoiceType: 'INVOICE', subTotal: 85, total: 92.75 });
    expect(invoice.taxes).toEqual({ '7': 4.9, '19': 2.85 });
    expect(invoice.invoiceNumber).toBeUndefined();
    const first = await list();
    expect(first._embedded.invoices[0]?.id).toBe(invoice.id);
    const events = await callOperation('listInvoiceEvents', { params: { id: invoice.id } });
    expect(
      ListInvoiceEventsResponse.parse(events.body)._embedded.invoiceEventsList.map((e) => e.eventType),
    ).toEqual(['CREATED']);
  });

  it.each([
    ['an incomplete customer address', { debitorId: 'no-address' }, 'customer address incomplete'],
    ['an unknown bank account', { creditorBankAccountId: 'nope' }, 'creditorBankAccount is unknown'],
    ['reverse charge without a vatId', { reverseCharge: true }, 'vatId is needed'],
    [
      'a service period ending before it begins',
      { servicePeriodStart: '2026-10-31', servicePeriodEnd: '2026-10-01' },
      'End date must be after begin date',
    ],
  ])('refuses %s', async (_, change, message) => {
    const db = getDb();
    const withoutAddress = db.debitors.find((debitor) => !debitor.address);
    const input = { ...validInput(), ...change };
    if (input.debitorId === 'no-address') input.debitorId = withoutAddress?.id ?? '';
    const { status, body } = await callOperation('createInvoice', { body: input });
    expect(status).toBe(400);
    expect(Problem.parse(body).message).toBe(message);
  });

  it('answers the validation errors of the contract schema', async () => {
    const { status, body } = await callOperation('createInvoice', {
      body: { ...validInput(), positions: [] },
    });
    expect(status).toBe(400);
    expect(Problem.parse(body)).toMatchObject({ message: 'Validation errors', status: 'BAD_REQUEST' });
  });

  it('updates a draft and recomputes its totals, but no finalized invoice', async () => {
    const draft = someInvoice((invoice) => invoice.status === 'DRAFT' && invoice.invoiceType === 'INVOICE');
    const { status, body } = await callOperation('updateInvoice', {
      params: { id: draft.id },
      body: { ...validInput(), positions: [{ description: 'Beratung', quantity: 2, price: 100 }] },
    });
    expect(status).toBe(200);
    expect(parseSuccess('updateInvoice', body)).toMatchObject({ id: draft.id, subTotal: 200, total: 238 });
    const open = someInvoice((invoice) => invoice.status === 'OPEN');
    const refused = await callOperation('updateInvoice', { params: { id: open.id }, body: validInput() });
    expect(refused.status).toBe(400);
    Problem.parse(refused.body);
    const missing = await callOperation('updateInvoice', { params: { id: 'nope' }, body: validInput() });
    expect(missing.status).toBe(404);
    Problem.parse(missing.body);
  });

  it('deletes drafts only', async () => {
    const draft = someInvoice((invoice) => invoice.status === 'DRAFT');
    const { status } = await callOperation('deleteInvoice', { params: { id: draft.id } });
    expect(status).toBe(200);
    expect((await callOperation('getInvoice', { params: { id: draft.id } })).status).toBe(404);
    expect(getDb().invoiceEvents.some((event) => event.invoiceId === draft.id)).toBe(false);
    const paid = someInvoice((invoice) => invoice.status === 'PAID');
    const refused = await callOperation('deleteInvoice', { params: { id: paid.id } });
    expect(refused.status).toBe(400);
    expect(Problem.parse(refused.body).message).toBe('Only draft invoices can be deleted');
    expect((await callOperation('deleteInvoice', { params: { id: 'nope' } })).status).toBe(404);
  });
});

describe('getInvoice, listInvoiceEvents, listInvoiceReferences, getInvoicePdf', () => {
  it('answers one invoice, or 404', async () => {
    const invoice = someInvoice((candidate) => candidate.status === 'CONFLICT');
    const { status, body } = await callOperation('getInvoice', { params: { id: invoice.id } });
    expect(status).toBe(200);
    expect(GetInvoiceResponse.parse(body).id).toBe(invoice.id);
    const missing = await callOperation('getInvoice', { params: { id: 'nope' } });
    expect(missing.status).toBe(404);
    Problem.parse(missing.body);
    expect((await callOperation('getInvoice', { params: { id: invoice.id }, token: null })).status).toBe(401);
  });

  it('lists the events of an invoice, oldest first', async () => {
    const invoice = someInvoice((candidate) => candidate.status === 'UNCOLLECTIBLE');
    const { status, body } = await callOperation('listInvoiceEvents', { params: { id: invoice.id } });
    expect(status).toBe(200);
    const types = ListInvoiceEventsResponse.parse(body)._embedded.invoiceEventsList.map(
      (event) => event.eventType,
    );
    expect(types).toEqual([
      'CREATED',
      'FINALIZED',
      'PAYMENT_CREATED',
      'REMINDED',
      'IN_DUNNING',
      'UNCOLLECTIBLE',
    ]);
    expect((await callOperation('listInvoiceEvents', { params: { id: 'nope' } })).status).toBe(404);
  });

  it('lists the documents related to an invoice', async () => {
    const refunded = someInvoice((candidate) => candidate.status === 'CANCELLATION_COMPLETED');
    const { status, body } = await callOperation('listInvoiceReferences', { params: { id: refunded.id } });
    expect(status).toBe(200);
    const references = ListInvoiceReferencesResponse.parse(body);
    expect(references.map((reference) => reference.type)).toContain('CANCELLATION_INVOICE');
    const cancellation = references.find((reference) => reference.type === 'CANCELLATION_INVOICE');
    expect(cancellation?.documentNumber).toMatch(/^ST-2026-\d{4}$/);
    const back = await callOperation('listInvoiceReferences', { params: { id: cancellation?.id ?? '' } });
    expect(ListInvoiceReferencesResponse.parse(back.body)).toEqual([
      expect.objectContaining({ id: refunded.id, type: 'INVOICE', documentNumber: refunded.invoiceNumber }),
    ]);
    expect((await callOperation('listInvoiceReferences', { params: { id: 'nope' } })).status).toBe(404);
  });

  it('delivers a real PDF for the statuses of the PDF rule, not for drafts or conflicts', async () => {
    const paid = someInvoice((candidate) => candidate.status === 'PAID');
    const { status, body } = await callOperation('getInvoicePdf', { params: { id: paid.id } });
    expect(status).toBe(200);
    const document = GetInvoicePdfResponse.parse(body);
    expect(document.name).toBe(`${paid.invoiceNumber}.pdf`);
    expect(atob(document.content).startsWith('%PDF-')).toBe(true);
    for (const refusedStatus of ['DRAFT', 'CONFLICT'] as const) {
      const invoice = someInvoice((candidate) => candidate.status === refusedStatus);
      const refused = await callOperation('getInvoicePdf', { params: { id: invoice.id } });
      expect(refused.status).toBe(400);
      Problem.parse(refused.body);
    }
    expect((await callOperation('getInvoicePdf', { params: { id: 'nope' } })).status).toBe(404);
  });
});
