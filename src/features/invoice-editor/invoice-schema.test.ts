import { describe, expect, it } from 'vitest';
import {
  InvoiceSchema,
  emptyPosition,
  invoiceDefaults,
  newInvoiceDefaults,
  toInvoiceInput,
  type InvoiceFormInput,
} from './invoice-schema';
import { isAddressComplete } from '@/entities/customer/address-complete';

const organization = {
  id: 'd-1',
  type: 'ORGANIZATION',
  vatId: 'DE123456789',
  address: { street: 'Hauptstraße', houseNumber: '1', zipCode: '10115', city: 'Berlin', country: 'DE' },
};

const valid = (patch: Partial<InvoiceFormInput> = {}): InvoiceFormInput => ({
  ...newInvoiceDefaults(organization, 'bank-1'),
  positions: [{ ...emptyPosition(), description: 'Roggenbrot', quantity: 2, price: 3.5, taxRate: '7' }],
  ...patch,
});

const messages = (input: InvoiceFormInput) => {
  const result = InvoiceSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const v = (key: string) => `invoice-editor:validation.${key}`;

describe('invoice form rules (spec 2 §5)', () => {
  it('accepts a complete invoice', () => expect(messages(valid())).toEqual([]));

  it('starts with one position, 30 days to pay and no service period', () => {
    const defaults = newInvoiceDefaults(null);
    expect(defaults.positions).toHaveLength(1);
    expect(defaults.paymentTermInDays).toBe(30);
    expect(defaults.servicePeriodVariant).toBe('none');
    expect(defaults.reverseCharge).toBe(false);
  });

  it('needs a customer and a creditor bank account', () => {
    expect(messages(valid({ debitorId: '', creditorBankAccountId: '' }))).toEqual([
      `debitorId: ${v('customerRequired')}`,
      `creditorBankAccountId: ${v('creditorBankAccount is unknown')}`,
    ]);
  });

  it("refuses a customer whose address is incomplete: 'customer address incomplete'", () => {
    expect(messages(valid({ addressComplete: false }))).toEqual([
      `debitorId: ${v('customer address incomplete')}`,
    ]);
  });

  it.each([
    [{ line: 'Hauptstraße 1', zipCode: '1', city: 'B', country: 'DE' }, true],
    [{ street: 'Hauptstraße', houseNumber: '1', zipCode: '1', city: 'B', country: 'DE' }, true],
    [{ street: 'Hauptstraße', zipCode: '1', city: 'B', country: 'DE' }, false],
    [{ line: 'Hauptstraße 1', city: 'B', country: 'DE' }, false],
    [{ line: 'Hauptstraße 1', zipCode: '1', country: 'DE' }, false],
    [{ line: 'Hauptstraße 1', zipCode: '1', city: 'B' }, false],
    [{ line: '  ', zipCode: '1', city: 'B', country: 'DE' }, false],
    [undefined, false],
  ])('address %j complete: %s', (address, complete) => expect(isAddressComplete(address)).toBe(complete));

  it('checks each position: description required and at most 120, quantity > 0, price required', () => {
    const positions = [
      { ...emptyPosition(), description: '', quantity: 0, price: '' },
      { ...emptyPosition(), description: 'x'.repeat(121), quantity: -1, price: 1 },
      { ...emptyPosition(), description: 'x'.repeat(120), quantity: '', price: '2,50' },
    ];
    expect(messages(valid({ positions }))).toEqual([
      `positions.0.description: ${v('descriptionRequired')}`,
      `positions.0.quantity: ${v('quantityPositive')}`,
      `positions.0.price: ${v('priceRequired')}`,
      `positions.1.description: ${v('descriptionLength')}`,
      `positions.1.quantity: ${v('quantityPositive')}`,
      `positions.2.quantity: ${v('quantityRequired')}`,
    ]);
  });

  it('needs a positive whole payment term', () => {
    expect(messages(valid({ paymentTermInDays: 0 }))).toEqual([
      `paymentTermInDays: ${v('paymentTermPositive')}`,
    ]);
    expect(messages(valid({ paymentTermInDays: -3 }))).toEqual([
      `paymentTermInDays: ${v('paymentTermPositive')}`,
    ]);
    expect(messages(valid({ paymentTermInDays: '' }))).toEqual([
      `paymentTermInDays: ${v('paymentTermRequired')}`,
    ]);
  });

  it("needs the dates of a service period, the end after the begin: 'End date must be after begin date'", () => {
    expect(messages(valid({ servicePeriodVariant: 'service_date' }))).toEqual([
      `servicePeriodStart: ${v('serviceDateRequired')}`,
    ]);
    const period = { servicePeriodVariant: 'service_period' as const, servicePeriodStart: '2025-03-31' };
    expect(messages(valid({ ...period, servicePeriodEnd: '' }))).toEqual([
      `servicePeriodEnd: ${v('serviceEndRequired')}`,
    ]);
    expect(messages(valid({ ...period, servicePeriodEnd: '2025-03-31' }))).toEqual([
      `servicePeriodEnd: ${v('End date must be after begin date')}`,
    ]);
    expect(messages(valid({ ...period, servicePeriodEnd: '2025-03-01' }))).toEqual([
      `servicePeriodEnd: ${v('End date must be after begin date')}`,
    ]);
    expect(messages(valid({ ...period, servicePeriodEnd: '2025-04-01' }))).toEqual([]);
  });

  it("allows reverse charge only for organizations and only with a VAT id: 'vatId is needed'", () => {
    expect(messages(valid({ reverseCharge: true }))).toEqual([]);
    expect(messages(valid({ reverseCharge: true, vatId: '  ' }))).toEqual([`vatId: ${v('vatId is needed')}`]);
    expect(messages(valid({ reverseCharge: true, organization: false }))).toEqual([
      `reverseCharge: ${v('reverseChargeOrganization')}`,
    ]);
  });
});

describe('invoice payload (spec 2 §7)', () => {
  it('sends tax-rate objects and the creditor bank account id', () => {
    const values = InvoiceSchema.parse(
      valid({
        positions: [
          {
            ...emptyPosition(),
            description: 'Brot',
            descriptionSubText: 'Roggen',
            quantity: 3,
            price: '0,10',
            taxRate: '19',
          },
          {
            ...emptyPosition(),
            description: 'Kuchen',
            quantity: 1,
            price: 4,
            taxRate: '7',
            productId: 'p-1',
            name: 'Kuchen',
          },
          { ...emptyPosition(), description: 'Pfand', quantity: 2, price: 0.5, taxRate: '-1' },
        ],
        servicePeriodVariant: 'service_period',
        servicePeriodStart: '2025-03-01',
        servicePeriodEnd: '2025-03-31',
      }),
    );
    expect(toInvoiceInput(values)).toEqual({
      debitorId: 'd-1',
      creditorBankAccountId: 'bank-1',
      positions: [
        {
          description: 'Brot',
          descriptionSubText: 'Roggen',
          quantity: 3,
          price: 0.1,
          taxRate: { description: 'USt 19%', rate: 19 },
        },
        {
          description: 'Kuchen',
          quantity: 1,
          price: 4,
          taxRate: { description: 'USt 7%', rate: 7 },
          productId: 'p-1',
          name: 'Kuchen',
        },
        { description: 'Pfand', quantity: 2, price: 0.5, taxRate: { description: 'ohne USt', rate: -1 } },
      ],
      reverseCharge: false,
      vatId: 'DE123456789',
      paymentTermInDays: 30,
      servicePeriodVariant: 'service_period',
      servicePeriodStart: '2025-03-01',
      servicePeriodEnd: '2025-03-31',
    });
  });

  it('leaves out the dates the variant does not use', () => {
    const dates = { servicePeriodStart: '2025-03-01', servicePeriodEnd: '2025-03-31' };
    const none = toInvoiceInput(InvoiceSchema.parse(valid({ ...dates, servicePeriodVariant: 'none' })));
    expect(none).toMatchObject({ servicePeriodStart: undefined, servicePeriodEnd: undefined });
    const day = toInvoiceInput(
      InvoiceSchema.parse(valid({ ...dates, servicePeriodVariant: 'service_date' })),
    );
    expect(day).toMatchObject({ servicePeriodStart: '2025-03-01', servicePeriodEnd: undefined });
  });

  it('puts a saved draft back into the form', () => {
    const defaults = invoiceDefaults(
      {
        id: 'i-1',
        status: 'DRAFT',
        invoiceType: 'INVOICE',
        total: 1,
        createdDateTimeUTC: '2025-03-01T00:00:00Z',
        debitor: { id: 'd-1' },
        creditorBankAccount: { id: 'bank-1' },
        positions: [{ description: 'Brot', quantity: 2, price: 1.5, taxRate: { rate: 7 } }],
        paymentTermInDays: 14,
        servicePeriodVariant: 'service_date',
        servicePeriodStart: '2025-03-02',
      },
      organization,
    );
    expect(defaults).toMatchObject({
      debitorId: 'd-1',
      addressComplete: true,
      organization: true,
      creditorBankAccountId: 'bank-1',
      positions: [{ description: 'Brot', quantity: 2, price: 1.5, taxRate: '7' }],
      paymentTermInDays: 14,
      servicePeriodVariant: 'service_date',
      servicePeriodStart: '2025-03-02',
      vatId: 'DE123456789',
    });
  });
});
