import { describe, expect, it } from 'vitest';
import { monthlyFee, priceText, transactionFee, type PaidService } from './service-prices';

describe('the fee per transaction (spec 3 §9)', () => {
  it.each<{ service: PaidService; amount: number; fee: number }>([
    { service: 'SUBSCRIPTION_SERVICE', amount: 10, fee: 0.3 },
    { service: 'SUBSCRIPTION_SERVICE', amount: 50, fee: 0.3 },
    { service: 'SUBSCRIPTION_SERVICE', amount: 100, fee: 0.6 },
    { service: 'SUBSCRIPTION_SERVICE', amount: 333.33, fee: 2 },
    { service: 'SUBSCRIPTION_SERVICE', amount: 1000, fee: 2 },
    { service: 'PAYMENT_SERVICE', amount: 10, fee: 0.3 },
    { service: 'PAYMENT_SERVICE', amount: 21.43, fee: 0.3 },
    { service: 'PAYMENT_SERVICE', amount: 100, fee: 1.4 },
    { service: 'PAYMENT_SERVICE', amount: 142.86, fee: 2 },
    { service: 'PAYMENT_SERVICE', amount: 5000, fee: 2 },
    { service: 'AGENT_SERVICE', amount: 10, fee: 0.14 },
    { service: 'AGENT_SERVICE', amount: 100, fee: 1.4 },
    { service: 'AGENT_SERVICE', amount: 1000, fee: 14 },
  ])('$service on $amount € -> $fee €', ({ service, amount, fee }) => {
    expect(transactionFee(service, amount)).toBe(fee);
  });
});

describe('the monthly fee', () => {
  it.each<{ service: PaidService; fee: number }>([
    { service: 'SUBSCRIPTION_SERVICE', fee: 0 },
    { service: 'PAYMENT_SERVICE', fee: 0 },
    { service: 'AGENT_SERVICE', fee: 2 },
  ])('$service -> $fee €', ({ service, fee }) => {
    expect(monthlyFee(service)).toBe(fee);
  });
});

describe('the price text values', () => {
  it.each<{ service: PaidService; language: string; key: string; values: Record<string, string> }>([
    {
      service: 'SUBSCRIPTION_SERVICE',
      language: 'en',
      key: 'price.perTransaction',
      values: { percent: '0.6\u00a0%', minimum: '0,30\u00a0€', maximum: '2,00\u00a0€' },
    },
    {
      service: 'PAYMENT_SERVICE',
      language: 'de',
      key: 'price.perTransaction',
      values: { percent: '1,4\u00a0%', minimum: '0,30\u00a0€', maximum: '2,00\u00a0€' },
    },
    {
      service: 'AGENT_SERVICE',
      language: 'en',
      key: 'price.monthly',
      values: { percent: '1.4\u00a0%', monthly: '2,00\u00a0€' },
    },
  ])('$service in $language', ({ service, language, key, values }) => {
    expect(priceText(service, language)).toEqual({ key, values });
  });
});
