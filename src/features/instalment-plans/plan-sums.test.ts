import { describe, expect, it } from 'vitest';
import type { InstalmentRate } from '@generated/model/instalmentRate';
import {
  downPaymentFits,
  durationInMonths,
  maxCustomisedRate,
  maxDownPayment,
  openSum,
  paidSum,
  planOpenAmount,
  rateFitsRest,
  rateFitsTotal,
  scheduleSummary,
  totalCoversPaid,
} from './plan-sums';

const rate = (amount: number, status: InstalmentRate['status'] = 'SCHEDULED', date = '2026-01-15') => ({
  date,
  amount,
  status,
});

describe('plan sums (spec 2 §4)', () => {
  const rates = [
    rate(0.1, 'COMPLETED'),
    rate(0.2, 'COMPLETED'),
    rate(0.1, 'PENDING'),
    rate(0.2, 'ERROR'),
    rate(0.3, 'SCHEDULED'),
  ];

  it('paid is pending plus completed, in cents without float drift', () => {
    expect(paidSum(rates)).toBe(0.4);
  });

  it('open is every rate not completed', () => {
    expect(openSum(rates)).toBe(0.6);
    expect(openSum([rate(0.1, 'COMPLETED')])).toBe(0);
  });

  it('a plan without rates has its total open', () => {
    expect(planOpenAmount({ totalNetAmount: 600 })).toBe(600);
    expect(planOpenAmount({ totalNetAmount: 600, instalmentRates: rates })).toBe(0.6);
  });
});

describe('schedule summary: down payment, rates, a differing last rate (spec 2 §4)', () => {
  it.each([
    {
      name: 'even rates',
      rates: [rate(150), rate(150), rate(150)],
      down: undefined,
      expected: { rate: { amount: 150, count: 3 } },
    },
    {
      name: 'a smaller last rate apart',
      rates: [rate(300), rate(300), rate(100.01)],
      down: undefined,
      expected: { rate: { amount: 300, count: 2 }, lastRate: rate(100.01) },
    },
    {
      name: 'a down payment first, then the rates',
      rates: [rate(100), rate(300), rate(300), rate(300)],
      down: 100,
      expected: { downPayment: rate(100), rate: { amount: 300, count: 3 } },
    },
    {
      name: 'down payment, rates and a last rate',
      rates: [rate(100), rate(300), rate(300), rate(50)],
      down: 100,
      expected: { downPayment: rate(100), rate: { amount: 300, count: 2 }, lastRate: rate(50) },
    },
    {
      name: 'a single rate is no separate last rate',
      rates: [rate(80)],
      down: undefined,
      expected: { rate: { amount: 80, count: 1 } },
    },
    { name: 'no rates', rates: [], down: 50, expected: {} },
  ])('$name', ({ rates, down, expected }) => {
    expect(scheduleSummary(rates, down)).toEqual(expected);
  });
});

describe('duration in months (spec 3 §2.4)', () => {
  it('is one interval per rate, down payment included', () => {
    const plan = { totalNetAmount: 600, intervalAmount: 150, interval: 'MONTHLY' } as const;
    expect(durationInMonths({ ...plan, instalmentRates: [rate(150), rate(150)] })).toBe(2);
    expect(durationInMonths({ ...plan, interval: 'YEARLY', instalmentRates: [rate(150), rate(150)] })).toBe(
      24,
    );
  });

  it('comes from the figures while there are no rates', () => {
    expect(durationInMonths({ totalNetAmount: 1000, intervalAmount: 300, interval: 'MONTHLY' })).toBe(4);
    expect(
      durationInMonths({ totalNetAmount: 1000, intervalAmount: 300, downPayment: 100, interval: 'MONTHLY' }),
    ).toBe(4);
  });
});

describe('plan limits (spec 2 §5, spec 3 §5)', () => {
  it('a rate may be the total but not above it', () => {
    expect(rateFitsTotal(100, 100)).toBe(true);
    expect(rateFitsTotal(100, 100.01)).toBe(false);
  });

  it('a down payment may be at most total minus rate', () => {
    expect(maxDownPayment(0.3, 0.1)).toBe(0.2);
    expect(downPaymentFits(0.3, 0.1, 0.2)).toBe(true);
    expect(downPaymentFits(0.3, 0.1, 0.21)).toBe(false);
  });

  it('a customised total may not be below the covered amount', () => {
    expect(totalCoversPaid(300, 300)).toBe(true);
    expect(totalCoversPaid(299.99, 300)).toBe(false);
  });

  it('a customised rate may be at most total minus covered', () => {
    expect(maxCustomisedRate(0.7, 0.1)).toBe(0.6);
    expect(rateFitsRest(0.7, 0.1, 0.6)).toBe(true);
    expect(rateFitsRest(0.7, 0.1, 0.61)).toBe(false);
  });
});
