import { describe, expect, it } from 'vitest';
import { type ListQuery, matchesSearch, pageOf, sortItems, withinDates } from './lists';

const query = (sort: ListQuery['sort'] = []): ListQuery => ({ page: 0, size: 10, sort, search: undefined });

describe('list helpers', () => {
  it('pages into the one list shape', () => {
    const items = Array.from({ length: 23 }, (_, i) => ({ id: String(i) }));
    const page = pageOf(items, { page: 2, size: 10 }, 'payments');
    expect(page._embedded.payments?.map((item) => item.id)).toEqual(['20', '21', '22']);
    expect(page.page).toEqual({ size: 10, totalElements: 23, totalPages: 3, number: 2 });
    expect(pageOf(items, { page: 0, size: 0 }, 'x')._embedded.x).toHaveLength(23);
  });

  it('sorts by the query, else newest first, with nested fields', () => {
    const items = [
      { created: '2026-01-02', debitor: { lastName: 'Zahn' } },
      { created: '2026-03-01', debitor: { lastName: 'Adler' } },
      { created: '2026-02-01', debitor: { lastName: 'Müller' } },
    ];
    const newest = sortItems(items, query(), { field: 'created', direction: 'desc' });
    expect(newest.map((item) => item.created)).toEqual(['2026-03-01', '2026-02-01', '2026-01-02']);
    const byName = sortItems(items, query([{ field: 'debitor.lastName', direction: 'asc' }]), {
      field: 'created',
      direction: 'desc',
    });
    expect(byName.map((item) => item.debitor.lastName)).toEqual(['Adler', 'Müller', 'Zahn']);
  });

  it('sorts thousands of records quickly, by several fields and in German collation', () => {
    const names = ['Zahn', 'Ärger', 'Adler', 'Müller', 'Mueller'];
    const items = Array.from({ length: 5000 }, (_, i) => ({ id: i, name: names[i % names.length] }));
    const started = performance.now();
    const sorted = sortItems(
      items,
      query([
        { field: 'name', direction: 'asc' },
        { field: 'id', direction: 'desc' },
      ]),
      {
        field: 'id',
        direction: 'desc',
      },
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect([...new Set(sorted.map((item) => item.name))]).toEqual([
      'Adler',
      'Ärger',
      'Mueller',
      'Müller',
      'Zahn',
    ]);
    expect(sorted.slice(0, 2).map((item) => item.id)).toEqual([4997, 4992]);
  });

  it('searches case-insensitively and filters inclusive date ranges to the end of the day', () => {
    expect(matchesSearch({ purpose: 'Rechnung 42' }, 'rechnung', ['purpose'])).toBe(true);
    expect(matchesSearch({ purpose: 'Rechnung 42' }, 'miete', ['purpose'])).toBe(false);
    expect(withinDates('2026-03-31T23:59:59.000Z', '2026-03-01', '2026-03-31T23:59:59.999Z')).toBe(true);
    expect(withinDates('2026-03-31T23:59:59.000Z', '2026-03-01', '2026-03-31')).toBe(true);
    expect(withinDates('2026-04-01T00:00:00.000Z', undefined, '2026-03-31T23:59:59.999Z')).toBe(false);
    expect(withinDates(undefined, '2026-03-01', undefined)).toBe(false);
  });
});
