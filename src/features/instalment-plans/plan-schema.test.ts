import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultIntervalDay, planDefaults, today } from './plan-schema';

describe('the new plan starts today in Germany (the backend refuses an earlier day)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is Germany's next day at 23:30 UTC", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T23:30:00Z'));
    expect(today()).toBe('2026-11-25');
    expect(planDefaults().startDate).toBe('2026-11-25');
  });

  it('rates fall on the 15th until the 14th in Germany, then on the 1st', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-14T23:30:00Z'));
    expect(defaultIntervalDay()).toBe(1);
    vi.setSystemTime(new Date('2026-11-14T20:00:00Z'));
    expect(defaultIntervalDay()).toBe(15);
  });
});
