import { describe, expect, it } from 'vitest';
import { businessDayOfMonth, businessDaysFromToday, businessToday, businessTodayDate } from './business-date';

describe("Germany's calendar day", () => {
  it('is already the next day in Germany at 23:30 UTC', () => {
    const lateUtc = new Date('2026-11-24T23:30:00Z');
    expect(businessToday(lateUtc)).toBe('2026-11-25');
    expect(businessDaysFromToday(1, lateUtc)).toBe('2026-11-26');
    expect(businessTodayDate(lateUtc).getDate()).toBe(25);
    expect(businessDayOfMonth(lateUtc)).toBe(25);
  });

  it('follows summer time: 22:30 UTC in July is past midnight in Berlin', () => {
    expect(businessToday(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(businessToday(new Date('2026-07-14T21:30:00Z'))).toBe('2026-07-14');
  });

  it('crosses month and year ends', () => {
    expect(businessDaysFromToday(1, new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
    expect(businessDaysFromToday(1, new Date('2027-02-28T10:00:00Z'))).toBe('2027-03-01');
  });
});
