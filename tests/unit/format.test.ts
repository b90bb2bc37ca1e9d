import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIban, formatMoney, formatTime } from '@/lib/format';

describe('formats', () => {
  it('shows euro amounts in German notation', () => {
    expect(formatMoney(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatMoney(0)).toBe('0,00\u00a0€');
    expect(formatMoney(undefined)).toBe('--');
  });

  it('shows dates as dd.MM.yyyy and times on a 24-hour clock', () => {
    const date = new Date(2026, 2, 7, 18, 5);
    expect(formatDate(date)).toBe('07.03.2026');
    expect(formatTime(date)).toBe('18:05');
    expect(formatDateTime(date)).toBe('07.03.2026 18:05');
    expect(formatDate(null)).toBe('--');
    expect(formatDate('not a date')).toBe('--');
  });

  it('groups IBANs by four', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('de89 3704_0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban(undefined)).toBe('--');
  });
});
