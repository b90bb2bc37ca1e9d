/**
 * The prices of the paid services (spec 3 §9): subscription 0.6 % and payment 1.4 % per
 * transaction, each at least 0.30 and at most 2 euro; agent 2 euro a month plus 1.4 % per
 * transaction.
 */
import type { ServiceName } from '@generated/model/serviceName';
import { formatMoney, formatPercent } from '@/lib/format';

/** The services the marketplace offers, in the order it lists them. */
export const PAID_SERVICES = ['PAYMENT_SERVICE', 'SUBSCRIPTION_SERVICE', 'AGENT_SERVICE'] as const;
export type PaidService = (typeof PAID_SERVICES)[number] & ServiceName;

export type ServicePrice =
  | { kind: 'perTransaction'; percent: number; minimum: number; maximum: number }
  | { kind: 'monthly'; monthly: number; percent: number };

export const SERVICE_PRICES = {
  SUBSCRIPTION_SERVICE: { kind: 'perTransaction', percent: 0.6, minimum: 0.3, maximum: 2 },
  PAYMENT_SERVICE: { kind: 'perTransaction', percent: 1.4, minimum: 0.3, maximum: 2 },
  AGENT_SERVICE: { kind: 'monthly', monthly: 2, percent: 1.4 },
} as const satisfies Record<PaidService, ServicePrice>;

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The fee the service charges on one transaction of this amount, in euro. */
export const transactionFee = (service: PaidService, amount: number): number => {
  const price: ServicePrice = SERVICE_PRICES[service];
  const fee = cents((Math.abs(amount) * price.percent) / 100);
  return price.kind === 'perTransaction' ? Math.min(price.maximum, Math.max(price.minimum, fee)) : fee;
};

/** The fixed monthly fee of the service, in euro (0 where it has none). */
export const monthlyFee = (service: PaidService): number => {
  const price: ServicePrice = SERVICE_PRICES[service];
  return price.kind === 'monthly' ? price.monthly : 0;
};

/** The price text's translation key and its values, formatted for the language. */
export const priceText = (service: PaidService, language: string) => {
  const price: ServicePrice = SERVICE_PRICES[service];
  const percent = formatPercent(price.percent, language);
  return price.kind === 'perTransaction'
    ? {
        key: 'price.perTransaction',
        values: { percent, minimum: formatMoney(price.minimum), maximum: formatMoney(price.maximum) },
      }
    : { key: 'price.monthly', values: { percent, monthly: formatMoney(price.monthly) } };
};
