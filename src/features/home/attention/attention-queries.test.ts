import { describe, expect, it } from 'vitest';
import { staleDraftLastDay } from './attention-queries';

describe('the last day of a forgotten draft', () => {
  it.each([
    ['2026-11-23T16:00:00.000Z', '2026-11-16'],
    ['2026-11-23T00:00:00.000Z', '2026-11-16'],
    ['2026-03-03T23:59:59.999Z', '2026-02-24'],
    ['2026-01-05T12:00:00.000Z', '2025-12-29'],
  ])('at %s drafts created up to the end of %s count', (now, lastDay) => {
    expect(staleDraftLastDay(new Date(now))).toBe(lastDay);
  });
});
