import { describe, expect, it } from 'vitest';
import {
  emptyCustomField,
  productIssues,
  toCustomFields,
  toTaxRate,
  type CustomFieldRow,
  type ProductRuleValues,
} from './product-rules';
import { isProductImage, ProductFormSchema, toFormValues, toProductBody } from './product-schema';

const row = (patch: Partial<CustomFieldRow>): CustomFieldRow => ({ ...emptyCustomField(), ...patch });

const base: ProductRuleValues = {
  productType: 'PRODUCT',
  price: 10,
  billingType: 'ONE_TIME',
  recurringBillingPeriod: '',
  defaultDonationAmount: '',
  donationOptions: { isEnabled: false, option1: 15, option2: 25, option3: 50 },
  customFields: [emptyCustomField()],
};
const donation = (patch: Partial<ProductRuleValues>): ProductRuleValues => ({
  ...base,
  productType: 'DONATION',
  defaultDonationAmount: 10,
  ...patch,
});
const messages = (values: ProductRuleValues) =>
  productIssues(values).map(
    (issue) => `${issue.path.join('.')}: ${issue.message.replace('products:validation.', '')}`,
  );

describe('product rules between fields (spec 2 §5)', () => {
  it.each([
    { name: 'a plain one-time product', values: base, expected: [] },
    {
      name: 'a recurring product without its period',
      values: { ...base, billingType: 'RECURRING' },
      expected: ['recurringBillingPeriod: recurringPeriodRequired'],
    },
    {
      name: 'a recurring product with a period',
      values: { ...base, billingType: 'RECURRING', recurringBillingPeriod: 'YEARLY' },
      expected: [],
    },
    {
      name: 'a donation without a default amount',
      values: donation({ defaultDonationAmount: '' }),
      expected: ['defaultDonationAmount: defaultDonationRequired'],
    },
    {
      name: 'a donation whose default is below the minimum',
      values: donation({ price: '10,50', defaultDonationAmount: 10 }),
      expected: ['defaultDonationAmount: default donation amount has to be bigger than min price'],
    },
    { name: 'a donation whose default equals the minimum', values: donation({ price: 10 }), expected: [] },
    {
      name: 'enabled options: each positive and at least the minimum',
      values: donation({
        price: 20,
        defaultDonationAmount: 20,
        donationOptions: { isEnabled: true, option1: 15, option2: 0, option3: '' },
      }),
      expected: [
        'donationOptions.option1: donationOptionBelowMinimum',
        'donationOptions.option2: amount positive',
        'donationOptions.option3: donationOptionRequired',
      ],
    },
    {
      name: 'disabled options are not checked',
      values: donation({
        price: 20,
        defaultDonationAmount: 20,
        donationOptions: { isEnabled: false, option1: 1, option2: 1, option3: 1 },
      }),
      expected: [],
    },
    {
      name: 'a product ignores donation figures',
      values: {
        ...base,
        defaultDonationAmount: 1,
        donationOptions: { isEnabled: true, option1: 1, option2: 1, option3: 1 },
      },
      expected: [],
    },
    {
      name: 'a custom field with a label but no type, one with a type but no label',
      values: {
        ...base,
        customFields: [row({ fieldLabel: 'Termin' }), row({ fieldType: 'DATE' }), emptyCustomField()],
      },
      expected: [
        'customFields.0.fieldType: custom field type required',
        'customFields.1.fieldLabel: customFieldLabelRequired',
      ],
    },
    {
      name: 'a custom field label over 120 characters',
      values: { ...base, customFields: [row({ fieldLabel: 'x'.repeat(121), fieldType: 'TEXT' })] },
      expected: ['customFields.0.fieldLabel: customFieldLabelLength'],
    },
  ])('$name', ({ values, expected }) => {
    expect(messages(values)).toEqual(expected);
  });
});

describe('custom fields sent (spec 2 §5, spec 3 §5)', () => {
  it.each([
    { name: 'a first row left all empty sends an empty list', rows: [emptyCustomField()], expected: [] },
    { name: 'no rows', rows: [], expected: [] },
    {
      name: 'empty rows are dropped, the others kept in order',
      rows: [
        row({ fieldLabel: ' Termin ', fieldType: 'DATE', required: true }),
        emptyCustomField(),
        row({ externalIdentifier: 'hint', fieldLabel: 'Hinweis', fieldType: 'TEXT' }),
      ],
      expected: [
        { fieldLabel: 'Termin', fieldType: 'DATE', required: true },
        { externalIdentifier: 'hint', fieldLabel: 'Hinweis', fieldType: 'TEXT', required: false },
      ],
    },
  ])('$name', ({ rows, expected }) => {
    expect(toCustomFields(rows)).toEqual(expected);
  });
});

describe('tax rate (spec 2 §5)', () => {
  it.each([
    { type: 'PRODUCT', tax: '19', description: '', expected: { description: 'USt (19%)', rate: 19 } },
    { type: 'PRODUCT', tax: '7', description: '  ', expected: { description: 'USt (7%)', rate: 7 } },
    { type: 'PRODUCT', tax: '19', description: 'MwSt.', expected: { description: 'MwSt.', rate: 19 } },
    { type: 'PRODUCT', tax: 'none', description: 'egal', expected: { rate: -1 } },
    { type: 'DONATION', tax: '19', description: 'egal', expected: { description: 'USt (0%)', rate: 0 } },
  ] as const)('$type with $tax and "$description"', ({ type, tax, description, expected }) => {
    expect(toTaxRate(type, tax, description)).toEqual(expected);
  });
});

describe('the form schema', () => {
  it('parses a comma price and sends a product body', () => {
    const values = ProductFormSchema.parse({ ...toFormValues(), name: ' Brezel ', price: '1,5' });
    expect(toProductBody(values)).toEqual({
      name: 'Brezel',
      productType: 'PRODUCT',
      price: 1.5,
      billingType: 'ONE_TIME',
      recurringBillingPeriod: 'NONE',
      taxRate: { description: 'USt (19%)', rate: 19 },
      donationOptions: { isEnabled: false },
      customFields: [],
    });
  });

  it.each([
    { price: '', message: 'priceRequired' },
    { price: '0', message: 'price positive' },
    { price: -2, message: 'price positive' },
  ])('price $price: $message', ({ price, message }) => {
    const result = ProductFormSchema.safeParse({ ...toFormValues(), name: 'x', price });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([`products:validation.${message}`]);
  });

  it.each([
    { name: 'x.jpg', type: 'image/jpeg', ok: true },
    { name: 'x.jpg', type: 'image/jpg', ok: true },
    { name: 'x.png', type: 'image/png', ok: true },
    { name: 'x.jpeg', type: '', ok: true },
    { name: 'x.gif', type: 'image/gif', ok: false },
    { name: 'x.pdf', type: 'application/pdf', ok: false },
  ])('image $name ($type): $ok', ({ name, type, ok }) => {
    expect(isProductImage(new File(['x'], name, { type }))).toBe(ok);
  });
});
