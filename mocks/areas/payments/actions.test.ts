import { describe, expect, it } from 'vitest';
import {
  ChangePaymentStateResponse,
  GetPaymentResponse,
} from '../../../src-generated/zod/payments/payments.zod';
import { getDb } from '../../db/store';
import { ACTION_STATES, PAYMENT_STATES } from './rules';
import { callOperation, expectProblem } from '../../test-helpers';
import { eventTypes, paymentIn, pdfBytes } from './fixtures';

describe('changePaymentState', () => {
  const cancel = {
    state: 'CANCELLED',
    cancelReasonDebitor: 'Bestellung storniert',
    cancelReasonInternal: 'Kunde hat angerufen',
  };

  for (const from of ACTION_STATES.cancel) {
    it(`cancels an online payment in ${from}`, async () => {
      const payment = paymentIn(from);
      const result = await callOperation('changePaymentState', {
        params: { id: payment.id },
        body: { ...cancel, sendEmailNotification: true },
      });
      expect(result.status).toBe(200);
      const changed = ChangePaymentStateResponse.parse(result.body);
      expect(changed.state).toBe('CANCELLED');
      expect(changed.cancelStatus).toEqual({
        cancelReasonDebitor: 'Bestellung storniert',
        cancelReasonInternal: 'Kunde hat angerufen',
      });
      expect((await eventTypes(payment.id)).slice(-2)).toEqual([
        'CANCELLED_BY_CREDITOR',
        'PAYMENT_CANCELLATION',
      ]);
    });
  }

  for (const from of ACTION_STATES.verify) {
    it(`marks an online payment in ${from} as verified`, async () => {
      const payment = paymentIn(from);
      const result = await callOperation('changePaymentState', {
        params: { id: payment.id },
        body: { state: 'VERIFIED', sendEmailNotification: true },
      });
      expect(ChangePaymentStateResponse.parse(result.body).state).toBe('VERIFIED');
      expect((await eventTypes(payment.id)).slice(-2)).toEqual([
        'PAYMENT_VERIFIED',
        'PAYMENT_CONFIRMATION_SENT',
      ]);
    });
  }

  it('refuses the transitions the spec does not offer with 400', async () => {
    for (const from of PAYMENT_STATES.filter((state) => !ACTION_STATES.cancel.includes(state))) {
      const payment = paymentIn(from);
      expectProblem(
        await callOperation('changePaymentState', { params: { id: payment.id }, body: cancel }),
        400,
        /cannot be cancelled/,
      );
    }
    for (const from of PAYMENT_STATES.filter((state) => !ACTION_STATES.verify.includes(state))) {
      const payment = paymentIn(from);
      expectProblem(
        await callOperation('changePaymentState', {
          params: { id: payment.id },
          body: { state: 'VERIFIED' },
        }),
        400,
        /cannot be marked as verified/,
      );
    }
    const invoicePayment = paymentIn('PENDING', { invoice: { internalRef: 'INT-2026-0001' } });
    expectProblem(
      await callOperation('changePaymentState', { params: { id: invoicePayment.id }, body: cancel }),
      400,
      'The payment belongs to an invoice and cannot be cancelled',
    );
    const debit = paymentIn('PENDING', { paymentMethod: 'DIRECT_DEBIT', invoice: undefined });
    expectProblem(await callOperation('changePaymentState', { params: { id: debit.id }, body: cancel }), 400);
  });

  it('validates the reasons and the target state', async () => {
    const payment = paymentIn('PENDING');
    const request = (body: unknown) =>
      callOperation('changePaymentState', { params: { id: payment.id }, body });
    expectProblem(await request({ state: 'CANCELLED' }), 400, 'cancelReasonDebitor is required');
    expectProblem(await request({ ...cancel, cancelReasonDebitor: 'Nö' }), 400, 'Validation errors');
    expectProblem(
      await request({ ...cancel, cancelReasonInternal: 'x'.repeat(61) }),
      400,
      'Validation errors',
    );
    expectProblem(await request({ state: 'COMPLETED' }), 400, 'Validation errors');
    expect(payment.state).toBe('PENDING');
    expectProblem(
      await callOperation('changePaymentState', { params: { id: 'unknown' }, body: cancel }),
      404,
    );
  });
});

describe('payment actions without a state change', () => {
  it('sends reminders in PENDING, CHARGED_BACK, MANUAL and ABORTED only, not for direct debit', async () => {
    for (const from of PAYMENT_STATES) {
      const payment = paymentIn(from);
      const result = await callOperation('sendPaymentReminder', { params: { id: payment.id } });
      if (ACTION_STATES.sendReminder.includes(from)) {
        expect([result.status, result.body]).toEqual([200, undefined]);
        expect((await eventTypes(payment.id)).at(-1)).toBe('PAYMENT_REMINDER_SENT');
        expect(payment.state).toBe(from);
      } else {
        expectProblem(result, 400, /cannot be reminded/);
      }
    }
    const debit = paymentIn('PENDING', { paymentMethod: 'DIRECT_DEBIT' });
    expectProblem(await callOperation('sendPaymentReminder', { params: { id: debit.id } }), 400);
    expectProblem(await callOperation('sendPaymentReminder', { params: { id: 'unknown' } }), 404);
  });

  it('marks a payment as donation once, with a receipt to download', async () => {
    for (const from of PAYMENT_STATES.filter((state) => !ACTION_STATES.markAsDonation.includes(state))) {
      expectProblem(
        await callOperation('markPaymentAsDonation', { params: { id: paymentIn(from).id } }),
        400,
      );
    }
    const payment = paymentIn('COMPLETED');
    const result = await callOperation('markPaymentAsDonation', { params: { id: payment.id } });
    expect(result.status).toBe(200);
    const detail = GetPaymentResponse.parse(
      (await callOperation('getPayment', { params: { id: payment.id } })).body,
    );
    expect(detail.isDonation).toBe(true);
    expect(detail.donation?.documentPublicUrl).toMatch(/^https:\/\//);
    expect((await eventTypes(payment.id)).slice(-2)).toEqual(['MARKED_AS_DONATION', 'SEND_DONATION_RECEIPT']);
    expect((await callOperation('getDonationReceipt', { params: { id: payment.id } })).status).toBe(200);
    expectProblem(
      await callOperation('markPaymentAsDonation', { params: { id: payment.id } }),
      400,
      'The payment is already a donation',
    );
    expectProblem(await callOperation('markPaymentAsDonation', { params: { id: 'unknown' } }), 404);
  });

  it('refuses donations when donation receipts are disabled', async () => {
    const settings = getDb().company.accountSettings ?? {};
    getDb().company.accountSettings = { ...settings, isDonationReceiptsEnabled: false };
    const payment = paymentIn('PENDING');
    expectProblem(
      await callOperation('markPaymentAsDonation', { params: { id: payment.id } }),
      400,
      'Donation receipts are not enabled',
    );
  });

  it('completes a refund only from REFUND_IN_PROGRESS', async () => {
    const payment = paymentIn('REFUND_IN_PROGRESS');
    const result = await callOperation('completePaymentRefund', { params: { id: payment.id } });
    expect(result.status).toBe(200);
    expect(payment.state).toBe('REFUND_COMPLETED');
    expect((await eventTypes(payment.id)).at(-1)).toBe('PAYMENT_REFUND_COMPLETED_BY_CREDITOR');
    expectProblem(
      await callOperation('completePaymentRefund', { params: { id: payment.id } }),
      400,
      /REFUND_COMPLETED/,
    );
    expectProblem(await callOperation('completePaymentRefund', { params: { id: 'unknown' } }), 404);
  });
});

describe('uploadPaymentInvoice', () => {
  const form = (file: Blob | undefined, title: string | undefined, name = 'Rechnung.pdf') => {
    const data = new FormData();
    if (file) data.append('file', file, name);
    if (title !== undefined) data.append('title', title);
    return data;
  };
  const pdf = () => new Blob([pdfBytes()], { type: 'application/pdf' });

  it('stores the invoice PDF of an INVOICE payment and adds the event', async () => {
    const payment = paymentIn('PENDING', { paymentType: 'INVOICE' });
    const result = await callOperation('uploadPaymentInvoice', {
      params: { id: payment.id },
      body: form(pdf(), 'Rechnung 2026-0412'),
    });
    expect([result.status, result.body]).toEqual([200, undefined]);
    expect(payment.invoiceDocument).toMatchObject({ title: 'Rechnung 2026-0412', size: 1200 });
    // jsdom's FormData loses the file name on its way through fetch; the title names the file then.
    expect(payment.invoiceDocument?.fileName).toMatch(/^Rechnung.*\.pdf$/);
    expect((await eventTypes(payment.id)).at(-1)).toBe('INVOICE_UPLOADED_BY_CREDITOR');
    const detail = await callOperation('getPayment', { params: { id: payment.id } });
    expect(detail.body).not.toHaveProperty('invoiceDocument');
  });

  it('refuses other files, missing fields and other payment types', async () => {
    const invoice = paymentIn('PENDING', { paymentType: 'INVOICE' });
    const upload = (data: FormData, id = invoice.id) =>
      callOperation('uploadPaymentInvoice', { params: { id }, body: data });
    expectProblem(
      await upload(form(new Blob(['GIF89a'], { type: 'image/gif' }), 'Bild', 'bild.gif')),
      400,
      'unsupported format',
    );
    expectProblem(
      await upload(form(new Blob([pdfBytes(2_097_153)], { type: 'application/pdf' }), 'Groß')),
      400,
      'file size',
    );
    const missing = expectProblem(await upload(form(undefined, 'Ohne Datei')), 400, 'Validation errors');
    expect(missing.errors?.map((error) => error.field)).toEqual(['file']);
    expectProblem(await upload(form(pdf(), '')), 400, 'Validation errors');
    const request = paymentIn('PENDING', { paymentType: 'PAYMENT_REQUEST' });
    expectProblem(
      await upload(form(pdf(), 'Rechnung'), request.id),
      400,
      'only INVOICE payments carry an invoice',
    );
    expectProblem(await upload(form(pdf(), 'Rechnung'), 'unknown'), 404);
  });
});
