import { describe, expect, it } from 'vitest';
import {
  CreatePaymentResponse,
  GetPaymentResponse,
  ListPaymentsResponse,
} from '../../../src-generated/zod/payments/payments.zod';
import { getDb } from '../../db/store';
import { callOperation, expectProblem, parseSuccess } from '../../test-helpers';
import { base64, customer, eventTypes, pdfBytes } from './fixtures';

const validPayment = {
  amount: 49.9,
  purpose: 'Brotabo November 2026',
  paymentType: 'PAYMENT_REQUEST',
} as const;

describe('createPayment', () => {
  it('creates a pending online payment that shows up in lists, details and statistics', async () => {
    const debitor = customer('ONLINE_PAYMENT');
    const result = await callOperation('createPayment', {
      body: {
        ...validPayment,
        debitorId: debitor.id,
        paymentMethod: 'ONLINE_PAYMENT',
        externalReference: 'ABO-2026-11',
        metadata: [{ key: 'Kundennummer', value: 'K-10023', internal: true, publicVisible: false }],
      },
    });
    expect(result.status).toBe(200);
    parseSuccess('createPayment', result.body);
    const payment = CreatePaymentResponse.parse(result.body);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(payment).toMatchObject({
      state: 'PENDING',
      paymentMethod: 'ONLINE_PAYMENT',
      paymentType: 'PAYMENT_REQUEST',
      amount: 49.9,
      chargeDate: tomorrow,
      debitorRef: debitor.id,
      debitor: {
        firstName: debitor.firstName,
        lastName: debitor.lastName,
        emailAddress: debitor.emailAddress,
      },
      metadata: [{ key: 'Kundennummer', value: 'K-10023', internal: true, publicVisible: false }],
    });
    expect(payment.verificationId).toMatch(/^VF-[A-Z0-9]{6}$/);

    const list = ListPaymentsResponse.parse((await callOperation('listPayments')).body);
    expect(list.page.totalElements).toBe(301);
    expect(list._embedded.payments[0]?.id).toBe(payment.id);
    const detail = await callOperation('getPayment', {
      params: { id: payment.id },
      query: { expand: 'metadata' },
    });
    expect(GetPaymentResponse.parse(detail.body)).toEqual(payment);
    expect(await eventTypes(payment.id)).toEqual(['CREATED_BY_CREDITOR', 'PAYMENT_REQUESTED_BY_CREDITOR']);
    const transactions = await callOperation('listDebitorTransactions', { params: { id: debitor.id } });
    expect(JSON.stringify(transactions.body)).toContain(payment.id);
  });

  it('keeps a chosen charge date and sends no request e-mail when notifications are off', async () => {
    const result = await callOperation('createPayment', {
      body: {
        ...validPayment,
        debitorId: customer('ONLINE_PAYMENT').id,
        paymentMethod: 'ONLINE_PAYMENT',
        chargeDate: '2026-12-24',
        paymentNotifications: 'NONE',
      },
    });
    const payment = CreatePaymentResponse.parse(result.body);
    expect(payment.chargeDate).toBe('2026-12-24');
    expect(await eventTypes(payment.id)).toEqual(['CREATED_BY_CREDITOR']);
  });

  it('creates a direct debit for a direct-debit customer when direct debit is active', async () => {
    const result = await callOperation('createPayment', {
      body: {
        debitorId: customer('DIRECT_DEBIT').id,
        amount: 12.5,
        purpose: 'Mitgliedsbeitrag November',
        paymentMethod: 'DIRECT_DEBIT',
        paymentNotifications: 'NONE',
      },
    });
    const payment = CreatePaymentResponse.parse(result.body);
    expect(payment).toMatchObject({
      paymentMethod: 'DIRECT_DEBIT',
      paymentType: 'PAYMENT_REQUEST',
      state: 'PENDING',
    });
    // Direct debit always notifies the debtor.
    expect(await eventTypes(payment.id)).toEqual([
      'CREATED_BY_CREDITOR',
      'DIRECT_DEBIT_CREATED',
      'DEBITOR_NOTIFIED',
    ]);
  });

  it('refuses direct debit for an online customer or without active direct debit', async () => {
    const body = { amount: 12.5, purpose: 'Mitgliedsbeitrag November', paymentMethod: 'DIRECT_DEBIT' };
    expectProblem(
      await callOperation('createPayment', { body: { ...body, debitorId: customer('ONLINE_PAYMENT').id } }),
      400,
      /direct debit is not available/,
    );
    for (const account of getDb().bankAccounts) account.directDebitActive = false;
    expectProblem(
      await callOperation('createPayment', { body: { ...body, debitorId: customer('DIRECT_DEBIT').id } }),
      400,
      'direct debit is not active for the bank account',
    );
  });

  it('validates the body against the contract and the cross-field rules', async () => {
    const debitorId = customer('ONLINE_PAYMENT').id;
    const base = { ...validPayment, debitorId, paymentMethod: 'ONLINE_PAYMENT' };
    const short = expectProblem(
      await callOperation('createPayment', { body: { ...base, purpose: 'Abo' } }),
      400,
      'Validation errors',
    );
    expect(short.errors?.map((error) => error.field)).toEqual(['purpose']);
    expectProblem(
      await callOperation('createPayment', { body: { ...base, amount: 0 } }),
      400,
      'Validation errors',
    );
    expectProblem(
      await callOperation('createPayment', { body: { ...base, externalReference: 'X'.repeat(26) } }),
      400,
    );
    expectProblem(
      await callOperation('createPayment', { body: { ...base, debitorId: 'unknown' } }),
      400,
      'debitor not found',
    );
    expectProblem(
      await callOperation('createPayment', { body: { ...base, paymentType: undefined } }),
      400,
      'paymentType is required for online payments',
    );
    expectProblem(
      await callOperation('createPayment', { body: { ...base, bankAccountId: 'unknown' } }),
      400,
      'creditorBankAccount is unknown',
    );
    const settings = getDb().company.accountSettings ?? {};
    settings.isDonationReceiptsEnabled = false;
    settings.paymentNotificationSettingsEnabled = false;
    getDb().company.accountSettings = settings;
    expectProblem(
      await callOperation('createPayment', { body: { ...base, isDonation: true } }),
      400,
      'donation receipts are not enabled',
    );
    expectProblem(
      await callOperation('createPayment', { body: { ...base, paymentNotifications: 'NONE' } }),
      400,
      'payment notifications cannot be disabled',
    );
    expect(getDb().payments).toHaveLength(300);
  });

  it('takes an invoice PDF as attachment, PDF only and at most 2 MB', async () => {
    const body = {
      ...validPayment,
      debitorId: customer('ONLINE_PAYMENT').id,
      paymentMethod: 'ONLINE_PAYMENT',
      paymentType: 'INVOICE',
    };
    const created = await callOperation('createPayment', {
      body: { ...body, attachmentBase64: base64(pdfBytes()), attachmentName: 'Rechnung-2026-0412.pdf' },
    });
    const payment = CreatePaymentResponse.parse(created.body);
    expect(payment.paymentType).toBe('INVOICE');
    expect(await eventTypes(payment.id)).toContain('INVOICE_UPLOADED_BY_CREDITOR');
    expectProblem(
      await callOperation('createPayment', { body: { ...body, attachmentBase64: btoa('kein PDF') } }),
      400,
      'unsupported format',
    );
    expectProblem(
      await callOperation('createPayment', {
        body: { ...body, attachmentBase64: base64(pdfBytes(2_097_153)) },
      }),
      400,
      'file size',
    );
  });
});
