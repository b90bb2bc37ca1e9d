import { describe, expect, it } from 'vitest';
import { dayPart, initials } from './greeting';

describe('greeting', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ])('at %i:00 it is %s', (hour, part) => {
    expect(dayPart(new Date(2026, 0, 1, hour, 59))).toBe(part);
  });

  it('makes initials from first and last name', () => {
    expect(initials('anna', 'Schneider')).toBe('AS');
    expect(initials('', 'Schneider')).toBe('S');
  });
});
