/** The backend's rules for payment links (spec 3 §5), and how a link is answered. */
import type { Paylink } from '../../../src-generated/model/paylink';
import type { PaylinkInput } from '../../../src-generated/model/paylinkInput';
import type { Product } from '../../../src-generated/model/product';
import type { Db } from '../../db/schema';
import type { FieldError } from '../../lib/respond';

export const PAYLINK_BASE_URL = 'https://pay.example.de/l/';

/** A link as the API answers it: with its product's current name and price. */
export const presentPaylink = (link: Paylink, db: Db): Paylink => {
  const product = db.products.find((candidate) => candidate.id === link.productId);
  return product ? { ...link, productName: product.name, price: product.price } : link;
};

/** The label a link gets when the payload names none. */
export const defaultLabel = (product: Product): NonNullable<Paylink['checkoutButtonLabel']> => {
  if (product.billingType === 'RECURRING') return 'SUBSCRIBE';
  return product.productType === 'DONATION' ? 'DONATE' : 'BUY';
};

export type PaylinkResult = { paylink: Paylink } | { errors: FieldError[] };

/**
 * Checks a create or update payload and gives the stored link. What the dialog forces, the backend
 * forces too: a receipt needs the address, and donations or recurring products have no quantity.
 */
export const paylinkFromInput = (
  input: PaylinkInput,
  db: Db,
  base: Pick<Paylink, 'id' | 'payLinkUrl' | 'createdDateTimeUTC'>,
): PaylinkResult => {
  const product = db.products.find((candidate) => candidate.id === input.productId);
  if (!product) return { errors: [{ field: 'productId', message: 'product does not exist' }] };
  const errors: FieldError[] = [];
  if (input.notifyCreditor && !input.creditorEmailAddress) {
    errors.push({
      field: 'creditorEmailAddress',
      message: 'creditorEmailAddress is required when notifyCreditor is on',
    });
  }
  if (input.includeRedirectUrl && !input.redirectUrl) {
    errors.push({ field: 'redirectUrl', message: 'redirectUrl is required when includeRedirectUrl is on' });
  }
  if (input.checkoutButtonLabel === 'SUBSCRIBE' && product.billingType !== 'RECURRING') {
    errors.push({
      field: 'checkoutButtonLabel',
      message: 'SUBSCRIBE is only allowed for recurring products',
    });
  }
  if (errors.length > 0) return { errors };
  const quantityAllowed = product.productType !== 'DONATION' && product.billingType !== 'RECURRING';
  const generateReceipt = input.generateReceipt ?? false;
  const paylink: Paylink = {
    id: base.id,
    payLinkUrl: base.payLinkUrl,
    createdDateTimeUTC: base.createdDateTimeUTC,
    productId: product.id,
    checkoutButtonLabel: input.checkoutButtonLabel ?? defaultLabel(product),
    paymentTime: input.paymentTime ?? 'INSTANT',
    generateReceipt,
    allowQuantityChange: quantityAllowed && (input.allowQuantityChange ?? false),
    requireAddress: generateReceipt || (input.requireAddress ?? false),
    notifyCreditor: input.notifyCreditor ?? false,
    includeRedirectUrl: input.includeRedirectUrl ?? false,
    metadata: input.metadata ?? [],
  };
  // A value whose switch is off is not kept, so turning the switch on later starts empty.
  if (paylink.notifyCreditor) paylink.creditorEmailAddress = input.creditorEmailAddress;
  if (paylink.includeRedirectUrl) paylink.redirectUrl = input.redirectUrl;
  return { paylink };
};
