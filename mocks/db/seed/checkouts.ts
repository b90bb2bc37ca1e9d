/**
 * About 30 checkouts (purchases through payment links) in every state, for the seeded products
 * (or a small catalogue of their own when there are none), linked to the payments they created.
 */
import type { CheckoutState } from '../../../src-generated/model/checkoutState';
import type { PaymentState } from '../../../src-generated/model/paymentState';
import type { Product } from '../../../src-generated/model/product';
import type { CheckoutRecord, Db } from '../schema';
import type { SeedContext, Seeder } from './context';
import { debitorSummary } from '../../areas/customers/rules';
import { donationReceiptUrl, roundCents } from '../../areas/payments/rules';

type CatalogueItem = Pick<Product, 'id' | 'name' | 'price' | 'productType' | 'billingType' | 'customFields'>;

const OWN_CATALOGUE: Omit<CatalogueItem, 'id'>[] = [
  {
    name: 'Brotabo Familie',
    price: 39.9,
    productType: 'PRODUCT',
    billingType: 'RECURRING',
    customFields: [{ fieldLabel: 'Lieferhinweis', fieldType: 'TEXT' }],
  },
  {
    name: 'Geburtstagstorte',
    price: 54,
    productType: 'PRODUCT',
    billingType: 'ONE_TIME',
    customFields: [
      { fieldLabel: 'Wunschtext', fieldType: 'TEXT', required: true },
      { fieldLabel: 'Abholdatum', fieldType: 'DATE', required: true },
    ],
  },
  { name: 'Spende Tierheim', price: 25, productType: 'DONATION', billingType: 'ONE_TIME', customFields: [] },
  {
    name: 'Yoga 10er-Karte',
    price: 120,
    productType: 'PRODUCT',
    billingType: 'ONE_TIME',
    customFields: [{ fieldLabel: 'Geburtsdatum', fieldType: 'DATE' }],
  },
  {
    name: 'Fördermitgliedschaft',
    price: 10,
    productType: 'DONATION',
    billingType: 'RECURRING',
    customFields: [],
  },
  {
    name: 'Vereins-T-Shirt',
    price: 19.95,
    productType: 'PRODUCT',
    billingType: 'ONE_TIME',
    customFields: [{ fieldLabel: 'Größe', fieldType: 'TEXT', required: true }],
  },
];

const STATE_COUNTS: [CheckoutState, number][] = [
  ['CLOSED', 10],
  ['FULFILLMENT', 7],
  ['IN_PROGRESS', 7],
  ['NEW', 6],
];

/** The payment states a checkout's payment is in: none yet, being paid, paid, or settled. */
const PAYMENT_STATES_OF: Record<CheckoutState, readonly PaymentState[]> = {
  NEW: [],
  IN_PROGRESS: ['PENDING', 'MANUAL', 'ABORTED', 'CREATING'],
  FULFILLMENT: ['COMPLETED', 'VERIFIED'],
  CLOSED: ['COMPLETED', 'VERIFIED', 'REFUND_COMPLETED', 'CANCELLED'],
};

const TEXT_VALUES = [
  'Bitte beim Nachbarn abgeben',
  'Alles Gute zum 40.!',
  'Größe M',
  'Hinterhaus, 2. OG',
  'Ohne Nüsse',
];

/** A birth date for birth-date fields, otherwise a day within two weeks after the purchase. */
const dateValue = (label: string, createdIso: string, { faker }: SeedContext) => {
  const date = /geburt/i.test(label)
    ? faker.date.between({ from: '1950-01-01', to: '2008-12-31' })
    : new Date(Date.parse(createdIso) + faker.number.int({ min: 1, max: 14 }) * 86_400_000);
  return date.toISOString().slice(0, 10);
};

const catalogue = (db: Db, context: SeedContext): CatalogueItem[] =>
  db.products.length > 0
    ? db.products.map((product) => ({
        ...product,
        price:
          product.productType === 'DONATION'
            ? (product.defaultDonationAmount ?? product.price)
            : product.price,
      }))
    : OWN_CATALOGUE.map((item) => ({ ...item, id: context.id() }));

/** Payments a checkout can have created: plain online payment requests not yet changed. */
const checkoutablePayments = (db: Db) => {
  const changed = new Set(
    db.paymentEvents
      .filter(
        (event) =>
          event.eventType === 'PAYMENT_MODIFIED' || event.eventType === 'FAILED_PAYMENT_FEES_APPLIED',
      )
      .map((event) => event.paymentId),
  );
  return db.payments.filter(
    (payment) =>
      payment.paymentMethod === 'ONLINE_PAYMENT' &&
      payment.paymentType === 'PAYMENT_REQUEST' &&
      !payment.invoice &&
      !payment.isDonation &&
      !changed.has(payment.id),
  );
};

export const seedCheckouts: Seeder = (db, context) => {
  const { faker, scenario } = context;
  if (scenario.fresh || db.debitors.length === 0) return;
  const products = catalogue(db, context);
  const candidates = checkoutablePayments(db);
  const plan = faker.helpers.shuffle(
    STATE_COUNTS.flatMap(([state, count]) => Array.from({ length: count }, () => state)),
  );
  plan.forEach((checkoutState, index) => {
    const product = products[index % products.length];
    if (!product) return;
    const quantity =
      product.productType === 'PRODUCT' && product.billingType === 'ONE_TIME' ? 1 + (index % 3) : 1;
    const total = roundCents(product.price * quantity);
    const fitting = candidates.filter((payment) => PAYMENT_STATES_OF[checkoutState].includes(payment.state));
    const payment = fitting.length > 0 ? faker.helpers.arrayElement(fitting) : undefined;
    const debitor =
      db.debitors.find((candidate) => candidate.id === payment?.debitorRef) ??
      faker.helpers.arrayElement(db.debitors.filter((candidate) => candidate.firstName));
    const created = payment
      ? new Date(
          Date.parse(payment.createdDateTimeUTC) - faker.number.int({ min: 2, max: 20 }) * 60_000,
        ).toISOString()
      : context.daysAgo(faker.number.int({ min: 0, max: 14 }));

    if (payment) {
      candidates.splice(candidates.indexOf(payment), 1);
      const donation = product.productType === 'DONATION';
      payment.purpose = `${donation ? 'Spende' : 'Bestellung'} ${product.name}`.slice(0, 120);
      payment.amount = total;
      payment.isDonation = donation;
      if (donation && (payment.state === 'COMPLETED' || payment.state === 'VERIFIED')) {
        payment.donation = { documentPublicUrl: donationReceiptUrl(payment.id) };
      }
    }
    const checkout: CheckoutRecord = {
      id: context.id(),
      checkoutState,
      debitorIdRef: debitor.id,
      debtor: debitorSummary(debitor),
      debitorEmailAddress: debitor.emailAddress,
      ...(debitor.firstName ? { debitorFirstName: debitor.firstName } : {}),
      ...(debitor.lastName ? { debitorLastName: debitor.lastName } : {}),
      productId: product.id,
      productTitle: product.name,
      productPrice: product.price,
      quantity,
      totalCheckoutAmount: total,
      createdDateTimeUTC: created,
      customFields: (product.customFields ?? []).map((field) => ({
        fieldLabel: field.fieldLabel,
        ...(checkoutState === 'NEW'
          ? {}
          : {
              fieldValue:
                field.fieldType === 'DATE'
                  ? dateValue(field.fieldLabel, created, context)
                  : faker.helpers.arrayElement(TEXT_VALUES),
            }),
      })),
      productType: product.productType,
      billingType: product.billingType,
      ...(payment ? { paymentIdRef: payment.id } : {}),
    };
    db.checkouts.push(checkout);
  });
};
