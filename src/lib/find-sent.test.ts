import { describe, expect, it } from 'vitest';
import { CLOCK_TOLERANCE_MS, createdSince, holds, holdsSent } from './find-sent';

describe('holds: the record keeps what was sent', () => {
  it.each([
    ['the same text, trimmed', ' Brot ', 'Brot', true],
    ['other text', 'Brötchen', 'Brot', false],
    ['a field not sent (the server default)', 19, undefined, true],
    ['a field sent empty (the server fills it)', 'USt 7%', '', true],
    ['false kept as absent', undefined, false, true],
    ['false kept as true', true, false, false],
    ['an empty list kept as absent', undefined, [], true],
    ['the same amount', 6.5, 6.5, true],
    ['another amount', 6.5, 6.49, false],
    ['an object with more fields than sent', { description: 'USt 7%', rate: 7 }, { rate: 7 }, true],
    ['an object with another value', { description: 'USt 7%', rate: 7 }, { rate: 19 }, false],
    ['plain values in another order', ['B', 'A'], ['A', 'B'], true],
    ['one plain value more', ['A', 'B'], ['A'], false],
    ['objects item by item', [{ a: 1, id: 'x' }, { a: 2 }], [{ a: 1 }, { a: 2 }], true],
    ['objects in another order', [{ a: 2 }, { a: 1 }], [{ a: 1 }, { a: 2 }], false],
  ])('%s', (_case, kept, sent, expected) => {
    expect(holds(kept, sent)).toBe(expected);
  });

  it('compares only the named fields', () => {
    const record = { name: 'Brot', price: 6.5, id: 'p1' };
    expect(holdsSent(record, { name: 'Brot', price: 6.5 }, ['name', 'price'])).toBe(true);
    expect(holdsSent(record, { name: 'Brot', price: 7 }, ['name'])).toBe(true);
    expect(holdsSent(record, { name: 'Brot', price: 7 }, ['name', 'price'])).toBe(false);
  });
});

describe('createdSince: made since the first try', () => {
  const since = Date.parse('2026-11-29T10:00:00Z');
  it.each([
    ['after the try started', '2026-11-29T10:00:05Z', true],
    [
      'a little before it, by a server clock behind',
      new Date(since - CLOCK_TOLERANCE_MS).toISOString(),
      true,
    ],
    ['long before it', new Date(since - CLOCK_TOLERANCE_MS - 1000).toISOString(), false],
    ['without a time', undefined, false],
  ])('%s', (_case, createdAt, expected) => {
    expect(createdSince(createdAt, since)).toBe(expected);
  });
});
