import { describe, expect, it } from 'vitest';
import {
  allowedPaymentMethods,
  canDisableNotifications,
  initialPaymentMethod,
  paymentNotifications,
  tomorrow,
} from './new-payment-rules';
import { NewPaymentSchema, toCreatePaymentBody, type NewPaymentInput } from './new-payment-schema';

const pdf = (size = 1000, name = 'rechnung.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

const valid: NewPaymentInput = {
  debitorId: 'd-1',
  amount: 49.9,
  purpose: 'Brotabo März',
  externalReference: '',
  paymentMethod: 'ONLINE_PAYMENT',
  isDonation: false,
  chargeDate: '2025-03-02',
  attachInvoice: false,
  invoiceFile: null,
  disableNotifications: false,
  agentApps: [],
};

/** The message key the form shows per field: the first issue of each. */
const messages = (patch: Partial<NewPaymentInput>) => {
  const result = NewPaymentSchema.safeParse({ ...valid, ...patch });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.toReversed().map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('new payment validation (spec 2 §5)', () => {
  it('accepts a complete payment', () => {
    expect(messages({})).toEqual({});
  });

  it('needs a customer', () => {
    expect(messages({ debitorId: '' })).toEqual({ debitorId: 'payments:validation.customerRequired' });
  });

  it.each([
    [undefined, 'payments:validation.amountRequired'],
    [0, 'payments:validation.amount positive'],
    [-5, 'payments:validation.amount positive'],
    [Number.NaN, 'payments:validation.amountRequired'],
  ])('amount %s: %s', (amount, message) => {
    expect(messages({ amount })).toEqual({ amount: message });
  });

  it.each([
    ['', 'payments:validation.purposeRequired'],
    ['   ', 'payments:validation.purposeRequired'],
    ['Brot', 'payments:validation.purposeLength'],
    ['x'.repeat(121), 'payments:validation.purposeLength'],
  ])('purpose %j: %s', (purpose, message) => {
    expect(messages({ purpose })).toEqual({ purpose: message });
  });

  it('accepts purposes of 5 and of 120 characters', () => {
    expect(messages({ purpose: 'Brote' })).toEqual({});
    expect(messages({ purpose: 'x'.repeat(120) })).toEqual({});
  });

  it('allows at most 25 characters of external reference', () => {
    expect(messages({ externalReference: 'x'.repeat(25) })).toEqual({});
    expect(messages({ externalReference: 'x'.repeat(26) })).toEqual({
      externalReference: 'payments:validation.externalReferenceLength',
    });
  });

  it('needs a payment method of the contract', () => {
    expect(Object.keys(messages({ paymentMethod: 'CASH' as never }))).toEqual(['paymentMethod']);
  });

  it('needs a charge date', () => {
    expect(messages({ chargeDate: '' })).toEqual({ chargeDate: 'payments:validation.chargeDateInvalid' });
  });

  it('needs a PDF of at most 2 MB for an invoice payment', () => {
    expect(messages({ attachInvoice: true })).toEqual({ invoiceFile: 'payments:validation.fileRequired' });
    expect(messages({ attachInvoice: true, invoiceFile: pdf(10, 'bild.png', 'image/png') })).toEqual({
      invoiceFile: 'payments:validation.unsupported format',
    });
    expect(messages({ attachInvoice: true, invoiceFile: pdf(2_097_153) })).toEqual({
      invoiceFile: 'payments:validation.file size',
    });
    expect(messages({ attachInvoice: true, invoiceFile: pdf(2_097_152) })).toEqual({});
    // Some systems give no MIME type; the extension decides then.
    expect(messages({ attachInvoice: true, invoiceFile: pdf(10, 'RECHNUNG.PDF', '') })).toEqual({});
  });

  it('checks a file whenever one is there (unticking the attachment removes it)', () => {
    expect(messages({ attachInvoice: false, invoiceFile: null })).toEqual({});
    expect(messages({ attachInvoice: false, invoiceFile: pdf(10, 'bild.png', 'image/png') })).toEqual({
      invoiceFile: 'payments:validation.unsupported format',
    });
  });

  it('shows the attachment message together with the other messages', () => {
    expect(messages({ amount: undefined, attachInvoice: true })).toEqual({
      amount: 'payments:validation.amountRequired',
      invoiceFile: 'payments:validation.fileRequired',
    });
  });

  it('reads the amount as the field gives it while typing', () => {
    expect(NewPaymentSchema.parse({ ...valid, amount: '1.234,5' }).amount).toBe(1234.5);
    expect(messages({ amount: '' })).toEqual({ amount: 'payments:validation.amountRequired' });
    expect(messages({ amount: '-' })).toEqual({ amount: 'payments:validation.amountRequired' });
  });
});

describe('new payment rules (spec 2 §5)', () => {
  it('offers direct debit only for a direct-debit customer with direct debit active', () => {
    expect(allowedPaymentMethods({ paymentMethod: 'DIRECT_DEBIT' }, true)).toEqual([
      'ONLINE_PAYMENT',
      'DIRECT_DEBIT',
    ]);
    expect(allowedPaymentMethods({ paymentMethod: 'DIRECT_DEBIT' }, false)).toEqual(['ONLINE_PAYMENT']);
    expect(allowedPaymentMethods({ paymentMethod: 'ONLINE_PAYMENT' }, true)).toEqual(['ONLINE_PAYMENT']);
    expect(allowedPaymentMethods(null, true)).toEqual(['ONLINE_PAYMENT']);
  });

  it("starts with the customer's own method when it is offered", () => {
    const customer = { paymentMethod: 'DIRECT_DEBIT' } as const;
    expect(initialPaymentMethod(['ONLINE_PAYMENT', 'DIRECT_DEBIT'], customer)).toBe('DIRECT_DEBIT');
    expect(initialPaymentMethod(['ONLINE_PAYMENT'], customer)).toBe('ONLINE_PAYMENT');
  });

  it('forces e-mail notifications with direct debit and offers NONE only with the setting', () => {
    const enabled = { paymentNotificationSettingsEnabled: true };
    expect(canDisableNotifications('ONLINE_PAYMENT', enabled)).toBe(true);
    expect(canDisableNotifications('DIRECT_DEBIT', enabled)).toBe(false);
    expect(canDisableNotifications('ONLINE_PAYMENT', {})).toBe(false);
    expect(paymentNotifications('ONLINE_PAYMENT', true, enabled)).toBe('NONE');
    expect(paymentNotifications('DIRECT_DEBIT', true, enabled)).toBe('EMAIL');
    expect(paymentNotifications('ONLINE_PAYMENT', true, {})).toBe('EMAIL');
    expect(paymentNotifications('ONLINE_PAYMENT', false, enabled)).toBe('EMAIL');
  });

  it('charges tomorrow by default', () => {
    expect(tomorrow(new Date(2025, 1, 28, 15, 0))).toBe('2025-03-01');
    // 23:30 UTC is already the next day in Germany, whose day the backend measures by.
    expect(tomorrow(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-26');
  });
});

describe('the create body', () => {
  const context = { accountSettings: { isDonationReceiptsEnabled: true }, agentClient: true };
  const parse = (patch: Partial<NewPaymentInput>) => NewPaymentSchema.parse({ ...valid, ...patch });

  it('maps the form to POST /payments', () => {
    expect(
      toCreatePaymentBody(parse({ purpose: ' Brotabo März ', externalReference: ' R-1 ' }), context),
    ).toEqual({
      debitorId: 'd-1',
      amount: 49.9,
      purpose: 'Brotabo März',
      externalReference: 'R-1',
      paymentMethod: 'ONLINE_PAYMENT',
      paymentType: 'PAYMENT_REQUEST',
      isDonation: false,
      chargeDate: '2025-03-02',
      paymentNotifications: 'EMAIL',
      agentApp: undefined,
    });
  });

  it('sends INVOICE with an attachment, the donation flag and the agent app', () => {
    const body = toCreatePaymentBody(
      parse({ attachInvoice: true, invoiceFile: pdf(), isDonation: true, agentApps: ['app-1', 'app-2'] }),
      context,
    );
    expect(body).toMatchObject({ paymentType: 'INVOICE', isDonation: true, agentApp: 'app-1' });
  });

  it('leaves out what the company does not have', () => {
    const body = toCreatePaymentBody(parse({ isDonation: true, agentApps: ['app-1'] }), {
      accountSettings: {},
      agentClient: false,
    });
    expect(body.isDonation).toBeUndefined();
    expect(body.agentApp).toBeUndefined();
  });
});
