import type { TFunction } from 'i18next';
import type { Product } from '@generated/model/product';

/** Spec 2 §9: product names in dropdowns are cut to 15 characters. */
export const OPTION_NAME_LENGTH = 15;

/** A product's name as a dropdown option: at most 15 characters, an ellipsis where it was cut. */
export const optionName = (name: string) =>
  name.length > OPTION_NAME_LENGTH ? `${name.slice(0, OPTION_NAME_LENGTH)}…` : name;

/** How a product is billed: once, monthly or yearly. */
export const billingLabel = (
  t: TFunction<'products'>,
  product: Pick<Product, 'billingType' | 'recurringBillingPeriod'>,
) => {
  if (product.billingType !== 'RECURRING') return t('billing.ONE_TIME');
  const period = product.recurringBillingPeriod;
  return period === 'MONTHLY' || period === 'YEARLY' ? t(`billing.${period}`) : t('billing.RECURRING');
};
