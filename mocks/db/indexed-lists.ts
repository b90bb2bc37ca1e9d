/**
 * Lists answered from the indexes of db/indexes.ts: one page and its total, the records of one
 * state (counts and sums), a customer by id.
 */
import { type ListQuery, pageFrom, sortItems, sortOrder, withinDates } from '../lib/lists';
import {
  changeCount,
  indexOf,
  searchable,
  indexThreshold,
  before,
  type Entry,
  type IndexSpec,
  type Lookup,
} from './indexes';
import type { Db } from './schema';
import { entriesHoldingAll } from './search-index';
import { storedPage } from './stored-index';

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

/**
 * What a record's search text values must hold for the search to match it: each word of the
 * search in one of them ('terms', as matchesTerms), or the whole search in one ('field', as
 * matchesSearch). No needle: every record matches.
 */
const searchNeedles = (search: string, mode: IndexSpec<unknown>['search']) => {
  const lower = search.toLowerCase();
  return mode === 'field' ? [lower] : lower.split(/\s+/).filter(Boolean);
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
  // A collection of the snapshot not read yet: its kept layout, if it can answer.
  const stored = storedPage(db, spec, filter, query);
  if (stored) return stored;
  if (spec.records(db).length < indexThreshold()) return undefined;
  const [order, ...more] = query.sort;
  if (more.length || (order && order.field !== spec.sortField)) return undefined;
  const state = indexOf(db, spec);
  const wanted = spec.keyNames.flatMap((name, index) => {
    const value = filter.keys?.[name];
    const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return values.length ? [{ index, values }] : [];
  });
  // The records the search matches, or the narrowest filter key, give the candidates; the other
  // filters are tested on them.
  const searched = !!filter.search;
  let candidates = filter.search
    ? entriesHoldingAll(searchable(state, spec), searchNeedles(filter.search, spec.search), before)
    : state.main;
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
  const where = filter.where;
  const from = query.size > 0 ? query.page * query.size : 0;
  const to = query.size > 0 ? from + query.size : Number.POSITIVE_INFINITY;
  if (!rest.length && !where) {
    return { items: candidates.slice(from, to).map((entry) => entry.record), total: candidates.length };
  }
  const items: T[] = [];
  let total = 0;
  for (const entry of candidates) {
    if (rest.some(({ index, values }) => !values.includes(entry.keys[index] as string))) continue;
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

type Order = { field: string; direction: 'asc' | 'desc' };
const orderKey = (query: ListQuery, fallback: Order) =>
  JSON.stringify(query.sort.length ? query.sort : [fallback]);

/**
 * sortItems over a whole collection in an order no index keeps (customers by name): kept until
 * the next write when the collection is large, so paging through it does not sort it again.
 */
export const sortedUntilChanged = <T>(items: T[], query: ListQuery, fallback: Order): T[] => {
  if (items.length < indexThreshold()) return sortItems(items, query, fallback);
  const order = orderKey(query, fallback);
  const cached = sortedLists.get(items);
  if (cached && cached.change === changeCount() && cached.order === order) return cached.sorted as T[];
  const sorted = sortItems(items, query, fallback);
  sortedLists.set(items, { change: changeCount(), order, sorted });
  return sorted;
};

/**
 * sortItems in steps of about `chunk` records: runs sorted, then merged in pairs (the earlier run
 * first among equals, so it is as stable as sortItems).
 */
function* sortInSteps<T>(items: T[], query: ListQuery, fallback: Order, chunk: number): Generator<void, T[]> {
  const { values, compare } = sortOrder(query, fallback);
  type Keyed = { item: T; values: unknown[] };
  let runs: Keyed[][] = [];
  for (let from = 0; from < items.length; from += chunk) {
    const run = items.slice(from, from + chunk).map((item) => ({ item, values: values(item) }));
    runs.push(run.sort((x, y) => compare(x.values, y.values)));
    yield;
  }
  while (runs.length > 1) {
    const merged: Keyed[][] = [];
    for (let index = 0; index < runs.length; index += 2) {
      const left = runs[index] as Keyed[];
      const right = runs[index + 1];
      if (!right) {
        merged.push(left);
        continue;
      }
      const out: Keyed[] = [];
      let [fromLeft, fromRight] = [0, 0];
      while (fromLeft < left.length && fromRight < right.length) {
        const [a, b] = [left[fromLeft] as Keyed, right[fromRight] as Keyed];
        if (compare(b.values, a.values) < 0) {
          out.push(b);
          fromRight += 1;
        } else {
          out.push(a);
          fromLeft += 1;
        }
        if (out.length % chunk === 0) yield;
      }
      merged.push(out.concat(left.slice(fromLeft), right.slice(fromRight)));
    }
    runs = merged;
  }
  return (runs[0] ?? []).map(({ item }) => item);
}

/** Sorts a large collection in steps ahead of its first list in that order (seeding calls it). */
export function* prepareSorted<T>(
  items: T[],
  query: ListQuery,
  fallback: Order,
  chunk = 1_000,
): Generator<void, void> {
  if (items.length < indexThreshold()) return;
  // As of its start: a change while it sorts makes the next list sort again.
  const started = changeCount();
  const sorted = yield* sortInSteps(items, query, fallback, chunk);
  sortedLists.set(items, { change: started, order: orderKey(query, fallback), sorted });
}
