import { describe, expect, it } from 'vitest';
import {
  GetInvoicePdfResponse,
  GetInvoiceResponse,
  ListInvoiceEventsResponse,
  ListInvoiceReferencesResponse,
} from '../../../src-generated/zod/invoices/invoices.zod';
import {
  GetPaymentResponse,
  ListPaymentEventsResponse,
} from '../../../src-generated/zod/payments/payments.zod';
import type { InvoiceStatus } from '../../../src-generated/model/invoiceStatus';
import { getDb } from '../../db/store';
import { Problem, callOperation, parseSuccess } from '../../test-helpers';

const REASONS = {
  invoiceCorrectionReasonExternal: 'Falsche Menge berechnet',
  invoiceCorrectionReasonInternal: 'Lieferschein 118 geprüft',
};

const expectInvoice = async (operationId: string, options: Parameters<typeof callOperation>[1]) => {
  const { status, body } = await callOperation(operationId, options);
  expect(status, JSON.stringify(body)).toBe(200);
  parseSuccess(operationId, body);
  return GetInvoiceResponse.parse(body);
};

const expectRefusal = async (
  operationId: string,
  options: Parameters<typeof callOperation>[1],
  code = 400,
) => {
  const { status, body } = await callOperation(operationId, options);
  expect(status).toBe(code);
  return Problem.parse(body).message;
};

const getInvoice = (id: string) => expectInvoice('getInvoice', { params: { id } });

const eventTypes = async (id: string) => {
  const { body } = await callOperation('listInvoiceEvents', { params: { id } });
  return ListInvoiceEventsResponse.parse(body)._embedded.invoiceEventsList.map((event) => event.eventType);
};

const seeded = (status: InvoiceStatus, invoiceType = 'INVOICE') => {
  const invoice = getDb().invoices.find(
    (candidate) => candidate.status === status && candidate.invoiceType === invoiceType,
  );
  if (!invoice) throw new Error(`The seed has no ${invoiceType} in ${status}`);
  return invoice;
};

/** A new invoice, finalized through the API (so it has a payment of its own). */
const openInvoice = async (paymentMethod: 'ONLINE_PAYMENT' | 'DIRECT_DEBIT' = 'ONLINE_PAYMENT') => {
  const db = getDb();
  const debitor = db.debitors.find((candidate) => candidate.address && candidate.firstName);
  const draft = await expectInvoice('createInvoice', {
    body: {
      debitorId: debitor?.id,
      creditorBankAccountId: db.bankAccounts[0]?.id,
      positions: [{ description: 'Webdesign (Stunde)', quantity: 4, price: 85, taxRate: { rate: 19 } }],
      paymentMethod,
    },
  });
  return expectInvoice('finalizeInvoice', { params: { id: draft.id } });
};

describe('finalizeInvoice', () => {
  it('finalizes a draft: OPEN, numbered, FINALIZED, and a payment is requested', async () => {
    const invoice = await openInvoice();
    expect(invoice.status).toBe('OPEN');
    expect(invoice.invoiceNumber).toMatch(/^RE-\d{4}-\d{4}$/);
    expect(invoice.paymentStatus).toBe('PENDING');
    expect(await eventTypes(invoice.id)).toEqual(['CREATED', 'FINALIZED', 'PAYMENT_CREATED']);
    const payment = getDb().payments.find((candidate) => candidate.id === invoice.paymentId);
    expect(payment).toMatchObject({
      state: 'PENDING',
      amount: 404.6,
      invoice: { internalRef: invoice.internalRef },
    });
    GetPaymentResponse.parse(JSON.parse(JSON.stringify(payment)));
    const paymentEvents = getDb().paymentEvents.filter((event) => event.paymentId === payment?.id);
    ListPaymentEventsResponse.parse({ _embedded: { paperlessEventsList: paymentEvents } });
    const references = await callOperation('listInvoiceReferences', { params: { id: invoice.id } });
    expect(ListInvoiceReferencesResponse.parse(references.body)).toEqual([
      expect.objectContaining({ id: invoice.paymentId, type: 'PAYMENT' }),
    ]);
  });

  it('numbers invoices one after the other', async () => {
    const first = await openInvoice();
    const second = await openInvoice();
    const number = (value: string | undefined) => Number(value?.slice(-4));
    expect(number(second.invoiceNumber)).toBe(number(first.invoiceNumber) + 1);
  });

  it('refuses what is not a draft invoice', async () => {
    expect(await expectRefusal('finalizeInvoice', { params: { id: seeded('OPEN').id } })).toBe(
      'Only draft invoices can be finalized',
    );
    await expectRefusal('finalizeInvoice', { params: { id: seeded('DRAFT', 'CORRECTIVE_INVOICE').id } });
    await expectRefusal('finalizeInvoice', { params: { id: 'nope' } }, 404);
    await expectRefusal('finalizeInvoice', { params: { id: seeded('DRAFT').id }, token: null }, 401);
  });
});

describe('cancellation', () => {
  it('cancels an open invoice: draft, preview, finalize; the payment is cancelled', async () => {
    const original = await openInvoice();
    const draft = await expectInvoice('cancelInvoice', {
      body: { refToOriginalInvoice: original.id, ...REASONS },
    });
    expect(draft).toMatchObject({
      invoiceType: 'CANCELLATION_INVOICE',
      status: 'DRAFT',
      total: -original.total,
    });
    expect(draft.cancelStatus).toEqual({
      cancelReasonDebitor: REASONS.invoiceCorrectionReasonExternal,
      cancelReasonInternal: REASONS.invoiceCorrectionReasonInternal,
    });
    const again = await expectInvoice('cancelInvoice', { body: { refToOriginalInvoice: original.id } });
    expect(again.id).toBe(draft.id);

    const preview = await callOperation('previewInvoiceCancellation', { params: { id: draft.id } });
    expect(preview.status).toBe(200);
    const document = GetInvoicePdfResponse.parse(parseSuccess('previewInvoiceCancellation', preview.body));
    expect(document.name).toBe(`Stornierung_${original.invoiceNumber}.pdf`);
    expect(atob(document.content).startsWith('%PDF-')).toBe(true);

    const final = await expectInvoice('finalizeInvoiceCancellation', { params: { id: draft.id } });
    expect(final.status).toBe('CANCELLED');
    expect(final.invoiceNumber).toMatch(/^ST-\d{4}-\d{4}$/);
    expect(await eventTypes(final.id)).toEqual(['CREATED', 'FINALIZED']);
    const after = await getInvoice(original.id);
    expect(after.status).toBe('CANCELLED');
    expect(await eventTypes(original.id)).toContain('CANCELLED_BY_CANCELLATION_INVOICE');
    expect(getDb().payments.find((payment) => payment.id === original.paymentId)?.state).toBe('CANCELLED');
    await expectRefusal('finalizeInvoiceCancellation', { params: { id: draft.id } });
    await expectRefusal('cancelInvoice', { body: { refToOriginalInvoice: original.id } });
  });

  it('cancels a paid invoice into a refund and completes the refund', async () => {
    const paid = seeded('PAID');
    const draft = await expectInvoice('cancelInvoice', {
      body: { refToOriginalInvoice: paid.id, ...REASONS },
    });
    await expectInvoice('finalizeInvoiceCancellation', { params: { id: draft.id } });
    expect((await getInvoice(paid.id)).status).toBe('REFUND_IN_PROGRESS');
    expect((await eventTypes(paid.id)).slice(-2)).toEqual([
      'CANCELLED_BY_CANCELLATION_INVOICE',
      'REFUND_IN_PROGRESS',
    ]);

    const completed = await expectInvoice('completeInvoiceRefund', { params: { id: paid.id } });
    expect(completed.status).toBe('CANCELLATION_COMPLETED');
    expect((await eventTypes(paid.id)).slice(-2)).toEqual(['REFUND_COMPLETED', 'CANCELLATION_COMPLETED']);
    await expectRefusal('completeInvoiceRefund', { params: { id: paid.id } });
    await expectRefusal('completeInvoiceRefund', { params: { id: 'nope' } }, 404);
    await expectRefusal('completeInvoiceRefund', { params: { id: paid.id }, token: null }, 401);
  });

  it('refuses drafts, cancelled invoices and unpaid direct debits', async () => {
    for (const status of ['DRAFT', 'CANCELLED', 'CANCELLATION_COMPLETED', 'REFUND_IN_PROGRESS'] as const)
      await expectRefusal('cancelInvoice', { body: { refToOriginalInvoice: seeded(status).id } });
    const directDebit = await openInvoice('DIRECT_DEBIT');
    expect(await expectRefusal('cancelInvoice', { body: { refToOriginalInvoice: directDebit.id } })).toBe(
      'not allowed for direct debit',
    );
    const paidDirectDebit = getDb().invoices.find(
      (invoice) => invoice.status === 'PAID' && invoice.paymentMethod === 'DIRECT_DEBIT',
    );
    if (paidDirectDebit)
      await expectInvoice('cancelInvoice', { body: { refToOriginalInvoice: paidDirectDebit.id } });
    await expectRefusal('cancelInvoice', { body: { refToOriginalInvoice: 'nope' } }, 404);
    await expectRefusal(
      'cancelInvoice',
      { body: { refToOriginalInvoice: seeded('OPEN').id }, token: null },
      401,
    );
  });

  it('checks the reasons: 5 to 60 characters', async () => {
    const open = seeded('OPEN');
    const tooShort = { refToOriginalInvoice: open.id, invoiceCorrectionReasonExternal: 'abc' };
    expect(await expectRefusal('cancelInvoice', { body: tooShort })).toMatch(/5 to 60/);
    const tooLong = { refToOriginalInvoice: open.id, invoiceCorrectionReasonInternal: 'x'.repeat(61) };
    expect(await expectRefusal('cancelInvoice', { body: tooLong })).toBe('Validation errors');
  });

  it('previews and finalizes only draft cancellation invoices', async () => {
    await expectRefusal('previewInvoiceCancellation', { params: { id: seeded('OPEN').id } });
    await expectRefusal('previewInvoiceCancellation', { params: { id: 'nope' } }, 404);
    await expectRefusal('previewInvoiceCancellation', { params: { id: 'nope' }, token: null }, 401);
    await expectRefusal('finalizeInvoiceCancellation', {
      params: { id: seeded('DRAFT', 'CORRECTIVE_INVOICE').id },
    });
    await expectRefusal('finalizeInvoiceCancellation', { params: { id: 'nope' } }, 404);
    const seededDraft = seeded('DRAFT', 'CANCELLATION_INVOICE');
    const final = await expectInvoice('finalizeInvoiceCancellation', { params: { id: seededDraft.id } });
    expect(final.status).toBe('CANCELLED');
  });
});

describe('correction', () => {
  it('corrects an open invoice: draft, edit, preview, finalize; the original is cancelled', async () => {
    const original = await openInvoice();
    const draft = await expectInvoice('correctInvoice', {
      body: { refToOriginalInvoice: original.id, ...REASONS },
    });
    expect(draft).toMatchObject({
      invoiceType: 'CORRECTIVE_INVOICE',
      status: 'DRAFT',
      total: original.total,
    });
    expect(await eventTypes(original.id)).toContain('CORRECTION_INVOICE_CREATED');

    const edited = await expectInvoice('updateInvoice', {
      params: { id: draft.id },
      body: {
        debitorId: original.debitor?.id,
        creditorBankAccountId: original.creditorBankAccount?.id,
        positions: [{ description: 'Webdesign (Stunde)', quantity: 3, price: 85, taxRate: { rate: 19 } }],
      },
    });
    expect(edited.total).toBe(303.45);

    const preview = await callOperation('previewInvoiceCancellation', { params: { id: draft.id } });
    expect(GetInvoicePdfResponse.parse(preview.body).name).toBe(`Korrektur_${original.invoiceNumber}.pdf`);

    const final = await expectInvoice('finalizeInvoiceCorrection', { params: { id: draft.id } });
    expect(final).toMatchObject({ status: 'OPEN', total: 303.45 });
    expect(final.invoiceNumber).toMatch(/^KR-\d{4}-\d{4}$/);
    expect(await eventTypes(final.id)).toEqual(['CREATED', 'FINALIZED', 'PAYMENT_CREATED']);
    expect((await getInvoice(original.id)).status).toBe('CANCELLED');
    expect((await eventTypes(original.id)).at(-1)).toBe('CANCELLED_BY_CORRECTION_INVOICE');
    const references = await callOperation('listInvoiceReferences', { params: { id: original.id } });
    expect(ListInvoiceReferencesResponse.parse(references.body).map((reference) => reference.type)).toEqual([
      'PAYMENT',
      'CORRECTIVE_INVOICE',
    ]);
  });

  it('corrects OPEN and PAID invoices only', async () => {
    await expectInvoice('correctInvoice', { body: { refToOriginalInvoice: seeded('PAID').id } });
    for (const status of ['DRAFT', 'REMINDED', 'CANCELLED', 'CONFLICT'] as const)
      await expectRefusal('correctInvoice', { body: { refToOriginalInvoice: seeded(status).id } });
    await expectRefusal('correctInvoice', { body: { refToOriginalInvoice: 'nope' } }, 404);
    await expectRefusal('correctInvoice', { body: { refToOriginalInvoice: 'x' }, token: null }, 401);
  });

  it('finalizes only draft corrective invoices', async () => {
    await expectRefusal('finalizeInvoiceCorrection', {
      params: { id: seeded('DRAFT', 'CANCELLATION_INVOICE').id },
    });
    await expectRefusal('finalizeInvoiceCorrection', {
      params: { id: seeded('OPEN', 'CORRECTIVE_INVOICE').id },
    });
    await expectRefusal('finalizeInvoiceCorrection', { params: { id: 'nope' } }, 404);
    await expectRefusal('finalizeInvoiceCorrection', { params: { id: 'nope' }, token: null }, 401);
    const seededDraft = seeded('DRAFT', 'CORRECTIVE_INVOICE');
    const final = await expectInvoice('finalizeInvoiceCorrection', { params: { id: seededDraft.id } });
    expect(final.status).toBe('OPEN');
    expect((await getInvoice(seededDraft.originalInvoiceId ?? '')).status).toBe('CANCELLED');
  });
});
