import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_PREFERENCES,
  effectivePageSize,
  hiddenColumnsOf,
  parseListPreferences,
  withColumnShown,
  type ListPreferences,
} from './list-preferences';

const columns = ['status', 'customer', 'purpose', 'amount'];
const prefs = (overrides: Partial<ListPreferences> = {}): ListPreferences => ({
  ...DEFAULT_LIST_PREFERENCES,
  ...overrides,
});

describe('reading kept list preferences', () => {
  it.each([
    ['nothing kept', null],
    ['not JSON', '{oops'],
    ['not an object', '"compact"'],
    ['an array', '[1,2]'],
  ])('falls back to the defaults for %s', (_, raw) => {
    expect(parseListPreferences(raw)).toEqual(DEFAULT_LIST_PREFERENCES);
  });

  it('reads hidden columns, density and page size', () => {
    const raw = JSON.stringify({ hiddenColumns: ['purpose'], density: 'compact', pageSize: 30 });
    expect(parseListPreferences(raw)).toEqual({
      hiddenColumns: ['purpose'],
      density: 'compact',
      pageSize: 30,
    });
  });

  it('drops what is malformed and keeps the rest', () => {
    const raw = JSON.stringify({ hiddenColumns: ['purpose', 3, null], density: 'tiny', pageSize: -5 });
    expect(parseListPreferences(raw)).toEqual({
      hiddenColumns: ['purpose'],
      density: 'comfortable',
      pageSize: undefined,
    });
    expect(parseListPreferences(JSON.stringify({ hiddenColumns: 'purpose', pageSize: 7.5 }))).toEqual(
      DEFAULT_LIST_PREFERENCES,
    );
  });
});

describe('hidden columns', () => {
  it('hides only columns the list still has', () => {
    expect(hiddenColumnsOf(prefs({ hiddenColumns: ['purpose', 'gone'] }), columns)).toEqual(['purpose']);
  });

  it('never hides every column: the first stays', () => {
    expect(hiddenColumnsOf(prefs({ hiddenColumns: [...columns] }), columns)).toEqual([
      'customer',
      'purpose',
      'amount',
    ]);
  });

  it('hides and shows a column', () => {
    const hidden = withColumnShown(prefs(), columns, 'purpose', false);
    expect(hidden.hiddenColumns).toEqual(['purpose']);
    expect(withColumnShown(hidden, columns, 'purpose', true).hiddenColumns).toEqual([]);
  });

  it('does not hide the last shown column', () => {
    const oneLeft = prefs({ hiddenColumns: ['status', 'customer', 'purpose'] });
    expect(withColumnShown(oneLeft, columns, 'amount', false)).toBe(oneLeft);
  });

  it('keeps density and page size when a column changes', () => {
    const kept = prefs({ density: 'compact', pageSize: 30 });
    expect(withColumnShown(kept, columns, 'amount', false)).toEqual({ ...kept, hiddenColumns: ['amount'] });
  });
});

describe('the page size shown', () => {
  const base = { pageSizes: [5, 10, 30], defaultSize: 10 };
  it.each([
    ['the URL names one: the URL wins', 5, 30, 5],
    ['the URL names none: the kept one', undefined, 30, 30],
    ['nothing kept: the default', undefined, undefined, 10],
    ['a kept size the list no longer offers: the default', undefined, 50, 10],
  ])('%s', (_, urlSize, kept, expected) => {
    expect(effectivePageSize({ ...base, urlSize, kept })).toBe(expected);
  });
});
