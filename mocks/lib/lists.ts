/** Paging, sorting and filtering as the backend does it (pages are zero-based). */
export type ListQuery = {
  page: number;
  size: number;
  sort: { field: string; direction: 'asc' | 'desc' }[];
  search: string | undefined;
};

const valueAt = (item: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? Reflect.get(node, key) : undefined),
      item,
    );

// One collator for every comparison: localeCompare with a locale builds a new one per call, which
// made sorting a few thousand records take a large part of a second. Made at the first comparison,
// not with the module: building it takes several milliseconds of a start of the mock build.
let collator: Intl.Collator | undefined;

const compare = (a: unknown, b: unknown) => {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  collator ??= new Intl.Collator('de');
  return collator.compare(String(a), String(b));
};

/** How sortItems orders: an item's sort values (read once per item) and how two are compared. */
export const sortOrder = (query: ListQuery, fallback: { field: string; direction: 'asc' | 'desc' }) => {
  const sort = query.sort.length ? query.sort : [fallback];
  return {
    values: (item: unknown) => sort.map(({ field }) => valueAt(item, field)),
    compare: (x: unknown[], y: unknown[]) => {
      for (const [index, { direction }] of sort.entries()) {
        const order = compare(x[index], y[index]);
        if (order !== 0) return direction === 'asc' ? order : -order;
      }
      return 0;
    },
  };
};

/** Sorts by the query's sort fields, else by the default (newest first). */
export const sortItems = <T>(
  items: T[],
  query: ListQuery,
  fallback: { field: string; direction: 'asc' | 'desc' },
) => {
  const order = sortOrder(query, fallback);
  // Each item's sort values are read once, not on every comparison (lists of thousands).
  const keyed = items.map((item) => ({ item, values: order.values(item) }));
  keyed.sort((x, y) => order.compare(x.values, y.values));
  return keyed.map(({ item }) => item);
};

/** Case-insensitive search over the given fields. */
export const matchesSearch = <T>(item: T, search: string | undefined, fields: string[]) => {
  if (!search) return true;
  const needle = search.toLowerCase();
  return fields.some((field) => {
    const value = valueAt(item, field);
    return value !== undefined && value !== null && String(value).toLowerCase().includes(needle);
  });
};

/** Inclusive date range; the portal sends the end as the end of its day. */
export const withinDates = (
  value: string | undefined,
  start: string | undefined,
  end: string | undefined,
) => {
  if (!start && !end) return true;
  if (!value) return false;
  const time = Date.parse(value);
  if (start && time < Date.parse(start.length === 10 ? `${start}T00:00:00.000Z` : start)) return false;
  if (end && time > Date.parse(end.length === 10 ? `${end}T23:59:59.999Z` : end)) return false;
  return true;
};

export const pageMetadata = (totalElements: number, query: Pick<ListQuery, 'page' | 'size'>) => ({
  size: query.size,
  totalElements,
  totalPages: query.size > 0 ? Math.ceil(totalElements / query.size) : 1,
  number: query.page,
});

/** A page already cut (by an index), with the total it was cut from. */
export const pageFrom = <T>(
  items: T[],
  totalElements: number,
  query: Pick<ListQuery, 'page' | 'size'>,
  embeddedName: string,
) => ({ _embedded: { [embeddedName]: items }, page: pageMetadata(totalElements, query) });

/** The one list shape: _embedded.<name> plus page. Size 0 means everything (internal lookups only). */
export const pageOf = <T>(items: T[], query: Pick<ListQuery, 'page' | 'size'>, embeddedName: string) => {
  const slice = query.size > 0 ? items.slice(query.page * query.size, (query.page + 1) * query.size) : items;
  return { _embedded: { [embeddedName]: slice }, page: pageMetadata(items.length, query) };
};
