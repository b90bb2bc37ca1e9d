/** How stored payments are answered, found, searched and linked to products. */
import { HttpResponse } from 'msw';
import type { Payment } from '../../../src-generated/model/payment';
import type { PaymentEventType } from '../../../src-generated/model/paymentEventType';
import type { BillingType } from '../../../src-generated/model/billingType';
import type { ProductType } from '../../../src-generated/model/productType';
import type { Db, PaymentRecord } from '../../db/schema';
import { omit } from '../../lib/respond';
import { matchesTerms } from '../../lib/text';
import { plainLookup } from '../../db/indexed-lists';
import { paymentIndex } from '../../lib/list-indexes';

/** Metadata only with expand=metadata (and in the answer to a create). */
export const paymentResponse = (record: PaymentRecord, options: { metadata?: boolean } = {}): Payment => {
  const payment = omit(record, 'invoiceDocument', 'metadata');
  return options.metadata && record.metadata ? { ...payment, metadata: record.metadata } : payment;
};

export const findPayment = (db: Db, id: string) => db.payments.find((payment) => payment.id === id);

export const addPaymentEvent = (
  db: Db,
  paymentId: string,
  eventType: PaymentEventType,
  triggeredBy: string,
  extra: { reason?: string; reasonMessage?: string } = {},
) => {
  // Events of one call share a moment; a millisecond apart keeps their order when sorted by time.
  // Only the newest events can be that close, so the search stops at the first older one.
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  let time = now;
  for (let index = db.paymentEvents.length - 1; index >= 0; index -= 1) {
    const event = db.paymentEvents[index];
    if (!event || event.eventDateTime < nowIso) break;
    if (event.paymentId === paymentId) {
      time = Date.parse(event.eventDateTime) + 1;
      break;
    }
  }
  db.paymentEvents.push({
    eventType,
    eventDateTime: new Date(time).toISOString(),
    paymentId,
    triggeredBy,
    ...(extra.reason ? { reason: extra.reason } : {}),
    ...(extra.reasonMessage ? { reasonMessage: extra.reasonMessage } : {}),
  });
};

export const matchesPaymentSearch = (db: Db, payment: PaymentRecord, search: string | undefined) =>
  !search || matchesTerms(search, paymentIndex.read(payment, db, plainLookup(db)).texts);

export type LinkedProduct = { id?: string; productType?: ProductType; billingType?: BillingType };

/**
 * The product a payment was made for, through the checkout that created it. The product's
 * current type and billing win; the checkout's copy covers products deleted since.
 */
export const paymentProducts = (db: Db) => {
  const products = new Map<string, LinkedProduct>();
  for (const checkout of db.checkouts) {
    if (!checkout.paymentIdRef) continue;
    const product = db.products.find((candidate) => candidate.id === checkout.productId);
    products.set(checkout.paymentIdRef, {
      id: checkout.productId,
      productType: product?.productType ?? checkout.productType,
      billingType: product?.billingType ?? checkout.billingType,
    });
  }
  return products;
};

export const matchesProduct = (
  product: LinkedProduct | undefined,
  filter: { productTypes?: ProductType[]; productIds?: string[]; billingType?: BillingType },
) => {
  const { productTypes = [], productIds = [], billingType } = filter;
  if (productTypes.length === 0 && productIds.length === 0 && !billingType) return true;
  if (!product) return false;
  if (productTypes.length > 0 && (!product.productType || !productTypes.includes(product.productType)))
    return false;
  if (productIds.length > 0 && (!product.id || !productIds.includes(product.id))) return false;
  return !billingType || product.billingType === billingType;
};

/** The fire-and-forget actions answer 200 without a body. */
export const emptyOk = () => new HttpResponse(null, { status: 200 });
