/**
 * Lists answered from the indexes of db/indexes.ts: one page and its total, the records of one
 * state (counts and sums), a customer by id.
 */
import { type ListQuery, pageFrom, sortItems, withinDates } from '../lib/lists';
import {
  changeCount,
  indexOf,
  indexThreshold,
  before,
  type Entry,
  type IndexSpec,
  type Lookup,
} from './indexes';
import type { Db } from './schema';

/** Every record with one of the values, in the index's order (a merge of the buckets). */
const withValues = <T>(family: Map<string, Entry<T>[]>, values: string[]): Entry<T>[] => {
  const lists = [...new Set(values)].flatMap((value) => {
    const list = family.get(value);
    return list?.length ? [list] : [];
  });
  if (lists.length <= 1) return lists[0] ?? [];
  const merged: Entry<T>[] = [];
  const heads = lists.map(() => 0);
  for (;;) {
    let best = -1;
    lists.forEach((list, index) => {
      const head = list[heads[index] as number];
      if (head && (best < 0 || before(head, lists[best]?.[heads[best] as number] as Entry<T>) < 0))
        best = index;
    });
    if (best < 0) return merged;
    merged.push(lists[best]?.[heads[best] as number] as Entry<T>);
    heads[best] = (heads[best] as number) + 1;
  }
};

/** Oldest first, equal values still in the collection's order (as the stable sort keeps them). */
const oldestFirst = <T>(list: Entry<T>[]): Entry<T>[] => {
  const reversed = list.toReversed();
  for (let start = 0; start < reversed.length;) {
    let end = start + 1;
    while (end < reversed.length && reversed[end]?.sort === reversed[start]?.sort) end += 1;
    if (end - start > 1) reversed.splice(start, end - start, ...reversed.slice(start, end).reverse());
    start = end;
  }
  return reversed;
};

/** Every search text of an index, in its order, in one string (a record a line). */
const joinedTexts = new WeakMap<object, { text: string; starts: Int32Array }>();

/** Joins the texts in steps of `chunk` records (seeding yields between them). */
function* joinTexts<T>(
  main: Entry<T>[],
  chunk: number,
): Generator<void, { text: string; starts: Int32Array }> {
  const starts = new Int32Array(main.length + 1);
  const pieces: string[] = [];
  let offset = 0;
  for (let from = 0; from < main.length; from += chunk) {
    const part = main.slice(from, from + chunk);
    part.forEach((entry, index) => {
      starts[from + index] = offset;
      offset += entry.text.length + 1;
    });
    pieces.push(part.map((entry) => entry.text).join('\n'));
    yield;
  }
  starts[main.length] = offset;
  const joined = { text: pieces.join('\n'), starts };
  joinedTexts.set(main, joined);
  return joined;
}

const joinedOf = <T>(main: Entry<T>[]) => {
  const joined = joinedTexts.get(main);
  if (joined) return joined;
  const steps = joinTexts(main, main.length || 1);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
};

/** Joins an index's search texts ahead of the first search (seeding calls it). */
export function* prepareSearch<T>(db: Db, spec: IndexSpec<T>): Generator<void, void> {
  const { main } = indexOf(db, spec);
  if (!joinedTexts.has(main)) yield* joinTexts(main, 5_000);
}

/**
 * The records whose search text holds `needle`, in the index's order: indexOf over the joined
 * texts finds them without visiting the others (a name is in a few hundred of 200,000 payments).
 */
const holding = <T>(main: Entry<T>[], needle: string): Entry<T>[] => {
  const { text, starts } = joinedOf(main);
  const found: Entry<T>[] = [];
  for (let at = text.indexOf(needle); at >= 0;) {
    let low = 0;
    let high = main.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((starts[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    found.push(main[low] as Entry<T>);
    at = text.indexOf(needle, starts[low + 1]);
  }
  return found;
};

/** The longest word of a search (all words must match), or the whole search ('field' mode). */
const searchNeedle = (search: string, mode: IndexSpec<unknown>['search']) => {
  const lower = search.toLowerCase();
  if (mode === 'field') return lower;
  return lower.split(/\s+/).reduce((longest, term) => (term.length > longest.length ? term : longest), '');
};

const searchTest = (search: string, mode: IndexSpec<unknown>['search']) => {
  const lower = search.toLowerCase();
  if (mode === 'field') return (text: string) => text.includes(lower);
  const terms = lower.split(/\s+/).filter(Boolean);
  return (text: string) => terms.every((term) => text.includes(term));
};

export type IndexedFilter<T> = {
  /** Per filter key (by name): the values one of which the record must have; empty: any. */
  keys?: Record<string, string | string[] | undefined>;
  search?: string | undefined;
  /** What the index does not cover (dates, products): tested on the candidates only. */
  where?: ((record: T) => boolean) | undefined;
};

/**
 * One page of a list from the index, with the total; undefined when the collection is small or
 * the call asks for another order (the caller scans as before).
 */
export const indexedPage = <T>(
  db: Db,
  spec: IndexSpec<T>,
  filter: IndexedFilter<T>,
  query: Pick<ListQuery, 'page' | 'size' | 'sort'>,
): { items: T[]; total: number } | undefined => {
  if (spec.records(db).length < indexThreshold()) return undefined;
  const [order, ...more] = query.sort;
  if (more.length || (order && order.field !== spec.sortField)) return undefined;
  const state = indexOf(db, spec);
  const wanted = spec.keyNames.flatMap((name, index) => {
    const value = filter.keys?.[name];
    const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return values.length ? [{ index, values }] : [];
  });
  // The records holding the search, or the narrowest filter key, give the candidates; the other
  // filters are tested on them.
  const needle = filter.search ? searchNeedle(filter.search, spec.search) : '';
  const searched = needle && !needle.includes('\n');
  let candidates = searched ? holding(state.main, needle) : state.main;
  let used = -1;
  for (const { index, values } of searched ? [] : wanted) {
    const list = withValues(state.buckets[index] as Map<string, Entry<T>[]>, values);
    if (used < 0 || list.length < candidates.length) {
      candidates = list;
      used = index;
    }
  }
  if (order?.direction === 'asc') candidates = oldestFirst(candidates);
  const rest = wanted.filter(({ index }) => index !== used);
  const matches = filter.search ? searchTest(filter.search, spec.search) : undefined;
  const where = filter.where;
  const from = query.size > 0 ? query.page * query.size : 0;
  const to = query.size > 0 ? from + query.size : Number.POSITIVE_INFINITY;
  if (!rest.length && !matches && !where) {
    return { items: candidates.slice(from, to).map((entry) => entry.record), total: candidates.length };
  }
  const items: T[] = [];
  let total = 0;
  for (const entry of candidates) {
    if (rest.some(({ index, values }) => !values.includes(entry.keys[index] as string))) continue;
    if (matches && !matches(entry.text)) continue;
    if (where && !where(entry.record)) continue;
    if (total >= from && total < to) items.push(entry.record);
    total += 1;
  }
  return { items, total };
};

/** The records with a filter key's value, in the index's order (counts and sums per state). */
export const indexedBucket = <T>(db: Db, spec: IndexSpec<T>, key: string, value: string): T[] | undefined => {
  if (spec.records(db).length < indexThreshold()) return undefined;
  const index = spec.keyNames.indexOf(key);
  const list = indexOf(db, spec).buckets[index]?.get(value) ?? [];
  return list.map((entry) => entry.record);
};

const debitorMaps = new WeakMap<
  Db,
  { array: Db['debitors']; change: number; byId: Map<string, Db['debitors'][number]> }
>();

/** A customer by id: from a map kept per change when there are many, else by the plain search. */
export const debitorById = (db: Db, id: string | undefined) => {
  if (id === undefined) return undefined;
  if (db.debitors.length < indexThreshold()) return db.debitors.find((debitor) => debitor.id === id);
  let cached = debitorMaps.get(db);
  if (!cached || cached.array !== db.debitors || cached.change !== changeCount()) {
    cached = {
      array: db.debitors,
      change: changeCount(),
      byId: new Map(db.debitors.map((debitor) => [debitor.id, debitor])),
    };
    debitorMaps.set(db, cached);
  }
  return cached.byId.get(id);
};

/** A list's date range on one field as a filter of the candidates (none without a range). */
export const datedWithin = <T>(
  date: (record: T) => string | undefined,
  start: string | undefined,
  end: string | undefined,
) => (start || end ? (record: T) => withinDates(date(record), start, end) : undefined);

/** indexedPage in the list's answer shape, each record answered with `answer`. */
export const indexedList = <T, A>(
  db: Db,
  spec: IndexSpec<T>,
  filter: IndexedFilter<T>,
  query: Pick<ListQuery, 'page' | 'size' | 'sort'>,
  embeddedName: string,
  answer: (record: T) => A,
) => {
  const found = indexedPage(db, spec, filter, query);
  return found && pageFrom(found.items.map(answer), found.total, query, embeddedName);
};

/** Customers found by id in the plain way (the scans' lookups). */
export const plainLookup = (db: Db): Lookup => ({
  debitor: (id) => (id === undefined ? undefined : db.debitors.find((debitor) => debitor.id === id)),
});

/**
 * The common list of an index with a state key and a customer key: the contract's statuses,
 * customer, search and date range (on the field of the order) filter it.
 */
export const indexedByStatus = <T, A>(
  db: Db,
  spec: IndexSpec<T>,
  filter: {
    statuses?: string[] | undefined;
    debitor?: string | undefined;
    search?: string | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
  },
  query: Pick<ListQuery, 'page' | 'size' | 'sort'>,
  embeddedName: string,
  answer: (record: T) => A,
) =>
  indexedList(
    db,
    spec,
    {
      keys: { [spec.keyNames[0] ?? 'status']: filter.statuses, debitor: filter.debitor },
      search: filter.search,
      where: datedWithin(
        (record) => (record as Record<string, string | undefined>)[spec.sortField],
        filter.startDate,
        filter.endDate,
      ),
    },
    query,
    embeddedName,
    answer,
  );

const sortedLists = new WeakMap<object, { change: number; order: string; sorted: unknown[] }>();

/**
 * sortItems over a whole collection in an order no index keeps (customers by name): kept until
 * the next write when the collection is large, so paging through it does not sort it again.
 */
export const sortedUntilChanged = <T>(
  items: T[],
  query: ListQuery,
  fallback: { field: string; direction: 'asc' | 'desc' },
): T[] => {
  if (items.length < indexThreshold()) return sortItems(items, query, fallback);
  const order = JSON.stringify(query.sort.length ? query.sort : [fallback]);
  const cached = sortedLists.get(items);
  if (cached && cached.change === changeCount() && cached.order === order) return cached.sorted as T[];
  const sorted = sortItems(items, query, fallback);
  sortedLists.set(items, { change: changeCount(), order, sorted });
  return sorted;
};
