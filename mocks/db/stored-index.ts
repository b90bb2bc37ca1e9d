/**
 * A list's index kept in the large scenario's snapshot (large-snapshot.ts), so the page a reload
 * asks for is answered before its collection is read: 200,000 payments take a second or more to
 * parse and half a second to index, their first page needs one part of them.
 *
 * The snapshot writes an indexed collection's records in the index's order (newest first) and
 * beside them its layout: where each record stands in the collection, and per filter key (state,
 * customer) the ranks of its records in that order. Until the collection is read (snapshot-loader.ts),
 * a list in its default order filtered by one key is a slice of those ranks, its records taken
 * from the parts that hold them; anything else (a search, a date range, another order) waits for
 * the whole collection, as before. The layout is the snapshot's data: a write waits for the whole
 * database, so it is only asked while nothing has changed since the snapshot was written.
 */
import { currentIndex, indexThreshold, type IndexSpec } from './indexes';
import type { Db } from './schema';

/** A filter key's values and the ranks of their records, in the index's order. */
export type StoredFamily = { values: string[]; starts: Int32Array; ranks: Int32Array };

export type StoredLayout = {
  /** Records per part: part k holds the records ranked k * partSize onwards. */
  partSize: number;
  /** The collection's position of the record of each rank. */
  positions: Int32Array;
  /** Per filter key of the index, in the order of its keyNames. */
  families: StoredFamily[];
};

/**
 * The layout of an indexed collection and its records in that order (the snapshot writes them),
 * built in steps from the collection's index (built first if the data changed since).
 */
export function* layoutSteps<T>(
  db: Db,
  spec: IndexSpec<T>,
  partSize: number,
): Generator<void, { layout: StoredLayout; records: T[] } | undefined> {
  const state = yield* currentIndex(db, spec);
  const { main } = state;
  if (main.length !== state.array.length) return undefined;
  const positions = new Int32Array(main.length);
  const rankAt = new Int32Array(main.length).fill(-1);
  for (const [rank, entry] of main.entries()) {
    // An entry whose position is not the record's (or twice the same) cannot be kept.
    if (state.array[entry.pos] !== entry.record || rankAt[entry.pos] !== -1) return undefined;
    positions[rank] = entry.pos;
    rankAt[entry.pos] = rank;
  }
  yield;
  const families: StoredFamily[] = [];
  for (const family of state.buckets) {
    const values = [...family.keys()];
    const starts = new Int32Array(values.length + 1);
    const ranks = new Int32Array([...family.values()].reduce((sum, list) => sum + list.length, 0));
    let at = 0;
    for (const [index, value] of values.entries()) {
      starts[index] = at;
      for (const entry of family.get(value) ?? []) {
        const rank = rankAt[entry.pos] as number;
        // A bucket out of the index's order (or holding another entry) cannot answer: none is kept.
        if (main[rank] !== entry || (at > (starts[index] as number) && rank <= (ranks[at - 1] as number)))
          return undefined;
        ranks[at] = rank;
        at += 1;
      }
    }
    starts[values.length] = at;
    families.push({ values, starts, ranks });
  }
  yield;
  return { layout: { partSize, positions, families }, records: main.map((entry) => entry.record) };
}

/** A collection of the snapshot not read yet, answered through its layout. */
export type StoredIndex = {
  layout: StoredLayout;
  /** The records of these ranks; throws NotLoaded (snapshot-loader.ts) until their parts are read. */
  records: (ranks: number[]) => unknown[];
};

const kept = new WeakMap<Db, Map<string, StoredIndex>>();

/** The loader offers a collection's layout until the collection is read. */
export const offerStoredIndex = (db: Db, name: string, stored: StoredIndex) => {
  let perDb = kept.get(db);
  if (!perDb) kept.set(db, (perDb = new Map()));
  perDb.set(name, stored);
};
export const withdrawStoredIndex = (db: Db, name: string) => kept.get(db)?.delete(name);

/** The ranks of one family's values, merged in order (a value given twice counts once). */
const ranksOf = (family: StoredFamily, values: string[]): { lists: Int32Array[]; total: number } => {
  const lists = [...new Set(values)].flatMap((value) => {
    const index = family.values.indexOf(value);
    if (index < 0) return [];
    const list = family.ranks.subarray(family.starts[index], family.starts[index + 1]);
    return list.length ? [list] : [];
  });
  return { lists, total: lists.reduce((sum, list) => sum + list.length, 0) };
};

/** The ranks from..to of the merge of sorted lists. */
const mergedSlice = (lists: Int32Array[], from: number, to: number) => {
  const heads = lists.map(() => 0);
  const out: number[] = [];
  for (let count = 0; count < to; count += 1) {
    let best = -1;
    lists.forEach((list, index) => {
      const head = heads[index] as number;
      if (
        head < list.length &&
        (best < 0 || (list[head] as number) < (lists[best]?.[heads[best] as number] as number))
      )
        best = index;
    });
    if (best < 0) break;
    if (count >= from) out.push(lists[best]?.[heads[best] as number] as number);
    heads[best] = (heads[best] as number) + 1;
  }
  return out;
};

/**
 * One page and its total from the layout of a collection not read yet, as indexedPage answers it
 * from the index; undefined when the layout cannot say (a search, a test on the records, another
 * order, more than one key): the caller then waits for the collection.
 */
export const storedPage = <T>(
  db: Db,
  spec: IndexSpec<T>,
  filter: {
    keys?: Record<string, string | string[] | undefined>;
    search?: string | undefined;
    where?: unknown;
  },
  query: { page: number; size: number; sort: { field: string; direction: 'asc' | 'desc' }[] },
): { items: T[]; total: number } | undefined => {
  const stored = kept.get(db)?.get(spec.name);
  if (!stored || filter.search || filter.where) return undefined;
  const { layout } = stored;
  if (layout.positions.length < indexThreshold()) return undefined;
  const [order, ...more] = query.sort;
  if (more.length || (order && (order.field !== spec.sortField || order.direction === 'asc')))
    return undefined;
  const wanted = spec.keyNames.flatMap((name, index) => {
    const value = filter.keys?.[name];
    const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
    return values.length ? [{ index, values }] : [];
  });
  if (wanted.length > 1) return undefined;
  const from = query.size > 0 ? query.page * query.size : 0;
  const to = query.size > 0 ? from + query.size : Number.POSITIVE_INFINITY;
  const [key] = wanted;
  const family = key && layout.families[key.index];
  if (key && !family) return undefined;
  let ranks: number[];
  let total: number;
  if (family && key) {
    const { lists, total: count } = ranksOf(family, key.values);
    total = count;
    ranks = mergedSlice(lists, from, Math.min(to, count));
  } else {
    total = layout.positions.length;
    ranks = [];
    for (let rank = from; rank < Math.min(to, total); rank += 1) ranks.push(rank);
  }
  return { items: stored.records(ranks) as T[], total };
};
