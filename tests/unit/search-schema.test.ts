/** The search params every route validates (src/lib/search-schema.ts), without zod. */
import { describe, expect, it } from 'vitest';
import {
  flag,
  idParam,
  isoDay,
  literal,
  searchSchema,
  searchText,
  text,
  wholeNumber,
} from '@/lib/search-schema';

describe('search params', () => {
  it.each([
    ['a number', 2, 2],
    ['digits', '2', 2],
    ['zero, below the minimum', 0, undefined],
    ['a fraction', 1.5, undefined],
    ['letters', 'two', undefined],
    ['a blank', ' ', undefined],
    ['true', true, undefined],
  ])('reads a page number from %s', (_case, raw, page) => {
    expect(wholeNumber({ min: 1 })(raw)).toBe(page);
  });

  it('keeps a page size only when the list offers it', () => {
    const size = wholeNumber({ allowed: [5, 10, 30] });
    expect(size(30)).toBe(30);
    expect(size(7)).toBeUndefined();
  });

  it.each([
    ['2025-03-01', '2025-03-01'],
    ['2024-02-29', '2024-02-29'],
    ['2025-02-29', undefined],
    ['2025-13-01', undefined],
    ['01.03.2025', undefined],
    [20250301, undefined],
  ])('reads the day %s', (raw, day) => {
    expect(isoDay()(raw)).toBe(day);
  });

  it('reads text, ids, fixed values and flags, and nothing else', () => {
    expect(text()('')).toBe('');
    expect(text()(7)).toBeUndefined();
    expect(idParam()('')).toBeUndefined();
    expect(idParam()('d-1')).toBe('d-1');
    expect(searchText()('  brot ')).toBe('brot');
    expect(searchText()('   ')).toBeUndefined();
    expect(literal('new')('new')).toBe('new');
    expect(literal('new')('edit')).toBeUndefined();
    expect(flag()(true)).toBe(true);
    expect(flag()('true')).toBeUndefined();
  });

  it('gives only the known params that hold a valid value', () => {
    const validate = searchSchema({ action: literal('new'), connect: flag(), page: wholeNumber({ min: 1 }) });
    expect(validate({ action: 'new', connect: false, page: 'x', other: 'kept out' })).toEqual({
      action: 'new',
      connect: false,
    });
    expect(Object.keys(validate({ page: 0 }))).toEqual([]);
  });
});
