/**
 * The payment link dialog's rules (spec 3 §5), pure and tested as tables: which button labels a
 * product offers, when quantity change is possible, what a receipt forces, what a switch makes
 * required, and how form values become the POST/PUT /paylinks body.
 */
import * as z from 'zod';
import { CheckoutButtonLabel } from '@generated/model/checkoutButtonLabel';
import type { Paylink } from '@generated/model/paylink';
import type { PaylinkField } from '@generated/model/paylinkField';
import type { PaylinkInput } from '@generated/model/paylinkInput';
import type { PaymentTime } from '@generated/model/paymentTime';
import type { Product } from '@generated/model/product';
import { createPaylinkBodyMetadataItemFieldLabelMax } from '@generated/zod/paylinks/paylinks.zod';

export const message = (key: string) => `products:links.validation.${key}`;

/** What the rules need to know of the link's product. */
export type LinkProduct = Pick<Product, 'billingType' | 'productType'>;

export const CHECKOUT_LABELS = Object.values(CheckoutButtonLabel);

const recurring = (product: LinkProduct | null | undefined) => product?.billingType === 'RECURRING';

/** SUBSCRIBE is offered only for recurring products. */
export const labelOptions = (product: LinkProduct | null | undefined): CheckoutButtonLabel[] =>
  CHECKOUT_LABELS.filter((label) => label !== 'SUBSCRIBE' || recurring(product));

/** The label a product suggests: subscribe to what recurs, donate to a donation, else buy. */
export const defaultLabel = (product: LinkProduct | null | undefined): CheckoutButtonLabel => {
  if (recurring(product)) return 'SUBSCRIBE';
  return product?.productType === 'DONATION' ? 'DONATE' : 'BUY';
};

/**
 * The label once a product is chosen: a label the user chose stays while the product offers it;
 * otherwise the product's suggestion.
 */
export const nextLabel = (
  product: LinkProduct | null | undefined,
  current: CheckoutButtonLabel,
  chosenByUser: boolean,
): CheckoutButtonLabel =>
  chosenByUser && labelOptions(product).includes(current) ? current : defaultLabel(product);

/** Quantity change is off and disabled for donations and recurring products (and without a product). */
export const quantityChangeAllowed = (product: LinkProduct | null | undefined) =>
  Boolean(product) && product?.productType !== 'DONATION' && !recurring(product);

export type MetadataRow = { fieldLabel: string; fieldType: '' | PaylinkField['fieldType'] };

export const emptyMetadataRow = (): MetadataRow => ({ fieldLabel: '', fieldType: '' });

const isEmptyRow = (row: MetadataRow) => !row.fieldLabel.trim() && !row.fieldType;

export type PaylinkFormValues = {
  productId: string;
  checkoutButtonLabel: CheckoutButtonLabel;
  paymentTime: PaymentTime;
  generateReceipt: boolean;
  allowQuantityChange: boolean;
  requireAddress: boolean;
  notifyCreditor: boolean;
  creditorEmailAddress: string;
  includeRedirectUrl: boolean;
  redirectUrl: string;
  metadata: MetadataRow[];
};

export type RuleIssue = { path: (string | number)[]; message: string };

const isEmail = (text: string) => z.email().safeParse(text).success;

/** 'invalid' when the text is no web address, 'http' when it is one but not https. */
const urlProblem = (text: string): 'invalid' | 'http' | undefined => {
  try {
    const url = new URL(text);
    if (!url.hostname) return 'invalid';
    return url.protocol === 'https:' ? undefined : 'http';
  } catch {
    return 'invalid';
  }
};

const metadataIssues = (rows: readonly MetadataRow[]): RuleIssue[] =>
  rows.flatMap((row, index) => {
    if (isEmptyRow(row)) return [];
    const label = row.fieldLabel.trim();
    const path = ['metadata', index];
    if (!label) return [{ path: [...path, 'fieldLabel'], message: message('metadataLabelRequired') }];
    const issues: RuleIssue[] = [];
    if (label.length > createPaylinkBodyMetadataItemFieldLabelMax) {
      issues.push({ path: [...path, 'fieldLabel'], message: message('metadataLabelLength') });
    }
    if (!row.fieldType)
      issues.push({ path: [...path, 'fieldType'], message: message('metadataTypeRequired') });
    return issues;
  });

/**
 * What the switches make required: notifying the creditor needs an e-mail address, a redirect
 * needs an https address; a checkout field's label and type each need the other.
 */
export const paylinkIssues = (values: PaylinkFormValues): RuleIssue[] => {
  const issues: RuleIssue[] = [];
  const email = values.creditorEmailAddress.trim();
  if (values.notifyCreditor && !email) {
    issues.push({ path: ['creditorEmailAddress'], message: message('creditorEmailRequired') });
  } else if (values.notifyCreditor && !isEmail(email)) {
    issues.push({ path: ['creditorEmailAddress'], message: message('creditorEmailInvalid') });
  }
  const url = values.redirectUrl.trim();
  if (values.includeRedirectUrl) {
    const problem = url ? urlProblem(url) : 'required';
    if (problem === 'required')
      issues.push({ path: ['redirectUrl'], message: message('redirectUrlRequired') });
    if (problem === 'invalid') issues.push({ path: ['redirectUrl'], message: message('redirectUrlInvalid') });
    if (problem === 'http') issues.push({ path: ['redirectUrl'], message: message('redirectUrlHttps') });
  }
  return [...issues, ...metadataIssues(values.metadata)];
};

/** A fresh form, or the link's values to edit. */
export const toPaylinkFormValues = (link?: Paylink): PaylinkFormValues => ({
  productId: link?.productId ?? '',
  checkoutButtonLabel: link?.checkoutButtonLabel ?? 'BUY',
  paymentTime: link?.paymentTime ?? 'INSTANT',
  generateReceipt: link?.generateReceipt ?? false,
  allowQuantityChange: link?.allowQuantityChange ?? false,
  requireAddress: link?.requireAddress ?? false,
  notifyCreditor: link?.notifyCreditor ?? false,
  creditorEmailAddress: link?.creditorEmailAddress ?? '',
  includeRedirectUrl: link?.includeRedirectUrl ?? false,
  redirectUrl: link?.redirectUrl ?? '',
  metadata: (link?.metadata ?? []).map((field) => ({ ...field })),
});

/**
 * The body of valid form values for the chosen product. What the dialog forces holds here too:
 * a receipt requires the address, quantity change only where the product allows it, a label the
 * product offers; a value whose switch is off is not sent; empty checkout fields are dropped.
 */
export const toPaylinkBody = (values: PaylinkFormValues, product: LinkProduct | null): PaylinkInput => ({
  productId: values.productId,
  checkoutButtonLabel: nextLabel(product, values.checkoutButtonLabel, true),
  paymentTime: values.paymentTime,
  generateReceipt: values.generateReceipt,
  allowQuantityChange: quantityChangeAllowed(product) && values.allowQuantityChange,
  requireAddress: values.generateReceipt || values.requireAddress,
  notifyCreditor: values.notifyCreditor,
  creditorEmailAddress: values.notifyCreditor ? values.creditorEmailAddress.trim() : undefined,
  includeRedirectUrl: values.includeRedirectUrl,
  redirectUrl: values.includeRedirectUrl ? values.redirectUrl.trim() : undefined,
  metadata: values.metadata.flatMap((row) =>
    isEmptyRow(row) || !row.fieldType
      ? []
      : [{ fieldLabel: row.fieldLabel.trim(), fieldType: row.fieldType }],
  ),
});
