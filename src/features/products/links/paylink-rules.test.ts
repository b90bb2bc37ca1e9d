import { describe, expect, it } from 'vitest';
import {
  defaultLabel,
  emptyMetadataRow,
  labelOptions,
  nextLabel,
  paylinkIssues,
  quantityChangeAllowed,
  toPaylinkBody,
  toPaylinkFormValues,
  type LinkProduct,
  type PaylinkFormValues,
} from './paylink-rules';
import { PaylinkFormSchema } from './paylink-schema';

const oneTime: LinkProduct = { productType: 'PRODUCT', billingType: 'ONE_TIME' };
const recurringProduct: LinkProduct = { productType: 'PRODUCT', billingType: 'RECURRING' };
const donation: LinkProduct = { productType: 'DONATION', billingType: 'ONE_TIME' };
const recurringDonation: LinkProduct = { productType: 'DONATION', billingType: 'RECURRING' };

const form = (patch: Partial<PaylinkFormValues> = {}): PaylinkFormValues => ({
  ...toPaylinkFormValues(),
  productId: 'p-1',
  ...patch,
});
const issues = (patch: Partial<PaylinkFormValues>) =>
  paylinkIssues(form(patch)).map(
    (issue) => `${issue.path.join('.')}: ${issue.message.replace('products:links.validation.', '')}`,
  );

describe('labels, quantity (spec 3 §5)', () => {
  it.each([
    {
      name: 'one-time product',
      product: oneTime,
      labels: ['BUY', 'DONATE', 'PAY'],
      suggested: 'BUY',
      quantity: true,
    },
    {
      name: 'recurring product',
      product: recurringProduct,
      labels: ['BUY', 'DONATE', 'PAY', 'SUBSCRIBE'],
      suggested: 'SUBSCRIBE',
      quantity: false,
    },
    {
      name: 'donation',
      product: donation,
      labels: ['BUY', 'DONATE', 'PAY'],
      suggested: 'DONATE',
      quantity: false,
    },
    {
      name: 'recurring donation',
      product: recurringDonation,
      labels: ['BUY', 'DONATE', 'PAY', 'SUBSCRIBE'],
      suggested: 'SUBSCRIBE',
      quantity: false,
    },
    {
      name: 'no product yet',
      product: null,
      labels: ['BUY', 'DONATE', 'PAY'],
      suggested: 'BUY',
      quantity: false,
    },
  ])(
    '$name: labels $labels, suggests $suggested, quantity change $quantity',
    ({ product, labels, suggested, quantity }) => {
      expect(labelOptions(product)).toEqual(labels);
      expect(defaultLabel(product)).toBe(suggested);
      expect(quantityChangeAllowed(product)).toBe(quantity);
    },
  );

  it.each([
    { product: recurringProduct, current: 'PAY', chosen: true, expected: 'PAY' },
    { product: recurringProduct, current: 'BUY', chosen: false, expected: 'SUBSCRIBE' },
    { product: oneTime, current: 'SUBSCRIBE', chosen: true, expected: 'BUY' },
    { product: donation, current: 'SUBSCRIBE', chosen: true, expected: 'DONATE' },
    { product: oneTime, current: 'PAY', chosen: true, expected: 'PAY' },
  ] as const)(
    'a $current label chosen=$chosen becomes $expected',
    ({ product, current, chosen, expected }) => {
      expect(nextLabel(product, current, chosen)).toBe(expected);
    },
  );
});

describe('what the switches require (spec 3 §5)', () => {
  it.each([
    { name: 'nothing switched on', patch: {}, expected: [] },
    {
      name: 'notify without an e-mail',
      patch: { notifyCreditor: true },
      expected: ['creditorEmailAddress: creditorEmailRequired'],
    },
    {
      name: 'notify with a broken e-mail',
      patch: { notifyCreditor: true, creditorEmailAddress: 'kein-at' },
      expected: ['creditorEmailAddress: creditorEmailInvalid'],
    },
    {
      name: 'notify with an e-mail',
      patch: { notifyCreditor: true, creditorEmailAddress: 'a@b.de' },
      expected: [],
    },
    { name: 'an e-mail without notify is ignored', patch: { creditorEmailAddress: 'kaputt' }, expected: [] },
    {
      name: 'redirect without a URL',
      patch: { includeRedirectUrl: true },
      expected: ['redirectUrl: redirectUrlRequired'],
    },
    {
      name: 'redirect to no URL',
      patch: { includeRedirectUrl: true, redirectUrl: 'danke' },
      expected: ['redirectUrl: redirectUrlInvalid'],
    },
    {
      name: 'redirect to http',
      patch: { includeRedirectUrl: true, redirectUrl: 'http://shop.de/danke' },
      expected: ['redirectUrl: redirectUrlHttps'],
    },
    {
      name: 'redirect to https',
      patch: { includeRedirectUrl: true, redirectUrl: 'https://shop.de/danke' },
      expected: [],
    },
    {
      name: 'checkout fields: label without type, type without label, empty row',
      patch: {
        metadata: [
          { fieldLabel: 'Termin', fieldType: '' },
          { fieldLabel: ' ', fieldType: 'DATE' },
          emptyMetadataRow(),
        ],
      },
      expected: [
        'metadata.0.fieldType: metadataTypeRequired',
        'metadata.1.fieldLabel: metadataLabelRequired',
      ],
    },
    {
      name: 'a checkout field label over 120 characters',
      patch: { metadata: [{ fieldLabel: 'x'.repeat(121), fieldType: 'TEXT' }] },
      expected: ['metadata.0.fieldLabel: metadataLabelLength'],
    },
  ] satisfies { name: string; patch: Partial<PaylinkFormValues>; expected: string[] }[])(
    '$name',
    ({ patch, expected }) => {
      expect(issues(patch)).toEqual(expected);
    },
  );

  it('needs a product', () => {
    const result = PaylinkFormSchema.safeParse(form({ productId: '' }));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'products:links.validation.productRequired',
    ]);
  });
});

describe('the body sent', () => {
  it('forces the address with a receipt and drops what is switched off or empty', () => {
    const body = toPaylinkBody(
      form({
        checkoutButtonLabel: 'SUBSCRIBE',
        generateReceipt: true,
        requireAddress: false,
        allowQuantityChange: true,
        creditorEmailAddress: 'alt@b.de',
        redirectUrl: 'https://alt.de',
        metadata: [emptyMetadataRow(), { fieldLabel: ' Widmung ', fieldType: 'TEXT' }],
      }),
      recurringProduct,
    );
    expect(body).toEqual({
      productId: 'p-1',
      checkoutButtonLabel: 'SUBSCRIBE',
      paymentTime: 'INSTANT',
      generateReceipt: true,
      allowQuantityChange: false,
      requireAddress: true,
      notifyCreditor: false,
      includeRedirectUrl: false,
      metadata: [{ fieldLabel: 'Widmung', fieldType: 'TEXT' }],
    });
  });

  it('sends SUBSCRIBE only for a recurring product, quantity change where allowed', () => {
    const body = toPaylinkBody(
      form({ checkoutButtonLabel: 'SUBSCRIBE', allowQuantityChange: true }),
      oneTime,
    );
    expect(body).toMatchObject({ checkoutButtonLabel: 'BUY', allowQuantityChange: true });
  });

  it('sends the e-mail and the redirect when their switches are on', () => {
    const body = toPaylinkBody(
      form({
        notifyCreditor: true,
        creditorEmailAddress: ' a@b.de ',
        includeRedirectUrl: true,
        redirectUrl: 'https://x.de ',
      }),
      oneTime,
    );
    expect(body).toMatchObject({ creditorEmailAddress: 'a@b.de', redirectUrl: 'https://x.de' });
  });
});
