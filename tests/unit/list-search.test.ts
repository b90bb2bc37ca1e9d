import { describe, expect, it } from 'vitest';
import {
  choice,
  choiceList,
  idList,
  hasActiveFilters,
  listParams,
  listSearchSchema,
  toDateRange,
  toListParams,
  toPagerState,
  toServerPaging,
  withFilters,
  withoutFilters,
  withPage,
  withPageSize,
} from '@/lib/list-search';
import { searchSchema } from '@/lib/search-schema';

const schema = searchSchema({ ...listParams(), states: choiceList(['PENDING', 'COMPLETED', 'CANCELLED']) });
const filterKeys = ['search', 'states', 'from', 'to'];

describe('list state in the URL (spec 3 §2.4, §5)', () => {
  it('converts the one-based pager to the zero-based server page', () => {
    expect(toServerPaging({})).toEqual({ page: 0, size: 10 });
    expect(toServerPaging({ page: 1, size: 30 })).toEqual({ page: 0, size: 30 });
    expect(toServerPaging({ page: 3, size: 5 })).toEqual({ page: 2, size: 5 });
    expect(toPagerState({ page: 3, size: 5 })).toEqual({ page: 3, size: 5 });
    expect(toServerPaging({}, 5)).toEqual({ page: 0, size: 5 });
  });

  it('sends the start as start of day and the end as end of day, in UTC', () => {
    expect(toDateRange({ from: '2025-03-01', to: '2025-03-31' })).toEqual({
      startDate: '2025-03-01T00:00:00.000Z',
      endDate: '2025-03-31T23:59:59.999Z',
    });
    expect(toDateRange({})).toEqual({ startDate: undefined, endDate: undefined });
  });

  it('builds only the shared server parameters: paging, search and dates', () => {
    expect(toListParams({ page: 2, size: 30, search: 'brot', to: '2025-01-31' })).toEqual({
      page: 1,
      size: 30,
      search: 'brot',
      startDate: undefined,
      endDate: '2025-01-31T23:59:59.999Z',
    });
  });

  it('reads a valid URL', () => {
    expect(
      schema({
        page: '2',
        size: 30,
        search: ' brot ',
        states: ['PENDING', 'CANCELLED'],
        from: '2025-03-01',
        to: '2025-03-31',
      }),
    ).toEqual({
      page: 2,
      size: 30,
      search: 'brot',
      states: ['PENDING', 'CANCELLED'],
      from: '2025-03-01',
      to: '2025-03-31',
    });
  });

  it('falls back to the defaults for invalid values instead of failing', () => {
    expect(
      schema({ page: 0, size: 7, search: '   ', states: ['NOPE'], from: '01.03.2025', to: 'x' }),
    ).toEqual({
      page: undefined,
      size: undefined,
      search: undefined,
      states: undefined,
      from: undefined,
      to: undefined,
    });
    expect(schema({ page: 'abc', size: 'ten', from: '2025-02-30' })).toEqual({});
    // Invalid values stay out of the result, and so out of the URL.
    expect(Object.keys(schema({ page: 0, search: ' ', states: [] }))).toEqual([]);
  });

  it('keeps the known states of a list and accepts a single state', () => {
    expect(schema({ states: ['PENDING', 'NOPE', 'PENDING'] }).states).toEqual(['PENDING']);
    expect(schema({ states: 'COMPLETED' }).states).toEqual(['COMPLETED']);
  });

  it('accepts a list of its own page sizes', () => {
    const own = listSearchSchema({ pageSizes: [5, 30, 50] });
    expect(own({ size: 50 }).size).toBe(50);
    expect(own({ size: 10 }).size).toBeUndefined();
  });

  it('returns to the first page when a filter or the size changes', () => {
    const search = { page: 4, size: 30, search: 'a' };
    expect(withFilters(search, { states: ['PENDING'] })).toEqual({
      size: 30,
      search: 'a',
      states: ['PENDING'],
    });
    expect(withFilters(search, { search: 'b' })).toEqual({ size: 30, search: 'b' });
    expect(withPageSize(search, 5)).toEqual({ size: 5, search: 'a' });
    expect(withPageSize(search, 10)).toEqual({ search: 'a' });
  });

  it('keeps the page when only the page changes, and leaves page 1 out of the URL', () => {
    expect(withPage({ size: 30, search: 'a' }, 3)).toEqual({ page: 3, size: 30, search: 'a' });
    expect(withPage({ page: 3 }, 1)).toEqual({});
  });

  it('drops empty filters and keeps other params', () => {
    const search = { page: 2, search: 'a', states: ['PENDING'], from: '2025-01-01', debitorId: 'd1' };
    expect(withoutFilters(search, filterKeys)).toEqual({ debitorId: 'd1' });
    expect(withoutFilters(search, ['states'])).toEqual({ search: 'a', from: '2025-01-01', debitorId: 'd1' });
    expect(withFilters(search, { states: [] })).toEqual({ search: 'a', from: '2025-01-01', debitorId: 'd1' });
  });

  it('knows when filters are in use', () => {
    expect(hasActiveFilters({}, filterKeys)).toBe(false);
    expect(hasActiveFilters({ states: [] }, filterKeys)).toBe(false);
    expect(hasActiveFilters({ search: 'x' }, filterKeys)).toBe(true);
    expect(hasActiveFilters({ states: ['PENDING'] }, filterKeys)).toBe(true);
    expect(hasActiveFilters({ to: '2025-01-01' }, filterKeys)).toBe(true);
    // A param that is not one of the list's filters (a pre-filter to one customer) does not count.
    expect(hasActiveFilters({ debitorId: 'd1' }, filterKeys)).toBe(false);
  });

  it('reads a single choice and a list of ids', () => {
    const own = searchSchema({
      ...listParams(),
      type: choice(['PRODUCT', 'DONATION']),
      productIds: idList(),
    });
    expect(own({ type: 'DONATION', productIds: ['p1', '', 'p1', 'p2'] })).toMatchObject({
      type: 'DONATION',
      productIds: ['p1', 'p2'],
    });
    expect(own({ type: 'NOPE', productIds: 7 })).toEqual({});
    expect(own({ productIds: 'p9' }).productIds).toEqual(['p9']);
  });
});
