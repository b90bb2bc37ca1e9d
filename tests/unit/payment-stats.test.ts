import { describe, expect, it } from 'vitest';
import { COMPLETED_STATES, PENDING_STATES, sumByStates } from '@/entities/payment/payment-stats';

const stats = [
  { state: 'PENDING', totalAmount: 100.1, count: 2 },
  { state: 'MANUAL', totalAmount: 0.2, count: 1 },
  { state: 'COMPLETED', totalAmount: 50, count: 1 },
  { state: 'VERIFIED', totalAmount: 25.5, count: 3 },
  { state: 'CANCELLED', totalAmount: 999, count: 9 },
] as const;

describe('statistics sums (spec 3 §4, home tiles)', () => {
  it('pending is MANUAL plus PENDING', () => {
    expect(sumByStates([...stats], PENDING_STATES)).toEqual({ total: 100.3, count: 3 });
  });

  it('completed is COMPLETED plus VERIFIED', () => {
    expect(sumByStates([...stats], COMPLETED_STATES)).toEqual({ total: 75.5, count: 4 });
  });

  it('is zero without matching states', () => {
    expect(sumByStates([], PENDING_STATES)).toEqual({ total: 0, count: 0 });
  });
});
