import { describe, expect, it } from 'vitest';
import { addIntervals, nextDueDate, ordinaryTargetDate, stepSubscription } from './rules';

describe('subscription state machine', () => {
  it.each([
    ['ACTIVE', 'ORDINARY', 'CANCELLATION_REQUESTED'],
    ['ACTIVE', 'EXTRAORDINARY', 'CANCELLED'],
    ['CANCELLATION_REQUESTED', 'ORDINARY', 'CANCELLATION_REQUESTED'],
    ['CANCELLATION_REQUESTED', 'EXTRAORDINARY', 'CANCELLED'],
  ] as const)('%s with a %s cancellation becomes %s', (from, type, to) => {
    expect(stepSubscription(from, type)).toEqual({ ok: true, status: to });
  });

  it('refuses to cancel a cancelled subscription', () => {
    expect(stepSubscription('CANCELLED', 'ORDINARY').ok).toBe(false);
    expect(stepSubscription('CANCELLED', 'EXTRAORDINARY').ok).toBe(false);
  });

  it('computes due and target dates on the billing rhythm', () => {
    expect(addIntervals('2026-01-31', 'MONTHLY', 1)).toBe('2026-02-28');
    expect(addIntervals('2026-01-31', 'MONTHLY', 2)).toBe('2026-03-31');
    expect(addIntervals('2024-02-29', 'YEARLY', 1)).toBe('2025-02-28');
    expect(nextDueDate('2026-03-15T08:00:00Z', 'MONTHLY', '2026-11-21')).toBe('2026-12-15');
    expect(nextDueDate('2026-03-15T08:00:00Z', 'MONTHLY', '2026-11-15')).toBe('2026-12-15');
    // The contract's example: due on 1 April, notice in March, ends 30 April.
    expect(ordinaryTargetDate('2025-04-01', 'MONTHLY', '2025-03-20')).toBe('2025-04-30');
    expect(ordinaryTargetDate('2027-03-03', 'YEARLY', '2026-11-01')).toBe('2027-03-02');
  });
});
