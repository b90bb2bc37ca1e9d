/**
 * Indexes over the large collections, so a list call does work proportional to its page (or to
 * what its filters match), not to every record: each collection is kept in its default order
 * (newest first), and per filter key (state, customer) in the same order, with the values of its
 * search texts in a search index (search-index.ts). A list answers from them when the collection is large (the default
 * scenario's few hundred records keep the plain scan) and the call asks for the default order.
 *
 * Handlers change records in place, replace them and replace whole arrays; the index does not
 * need to be told which. After a change (route() calls markChanged for every call that is not a
 * GET) the next list call re-reads each record's indexed values, a cheap comparison, and moves
 * only what changed. The order among equal keys is the collection's, as the stable sort of
 * sortItems gives it.
 */
import type { Db } from './schema';
import { addValues, type ValueIndex } from './search-index';
import { mark } from '../lib/marks';

/** What a record is indexed by: its sort value, one value per filter key, the texts searched. */
export type IndexRead = {
  sort: string | undefined;
  keys: (string | undefined)[];
  texts: (string | number | undefined)[];
};

export type IndexSpec<T> = {
  name: string;
  records: (db: Db) => T[];
  /** The field of the default order (newest first); another order is answered by the scan. */
  sortField: string;
  /** The names of the filter keys, in the order of IndexRead.keys. */
  keyNames: readonly string[];
  read: (record: T, db: Db, lookup: Lookup) => IndexRead;
  /**
   * How a search matches: 'terms' as lib/text matchesTerms (every word somewhere in the texts),
   * 'field' as lib/lists matchesSearch (the whole search in one of the texts).
   */
  search: 'terms' | 'field';
  /**
   * The positions in IndexRead.texts of the record's own values (its id, its verification id):
   * held by no other record, so the search index adds them without looking for them first.
   */
  ownTexts?: readonly number[];
};

/** Lookups shared by the reads of one refresh (customers by id). */
export type Lookup = { debitor: (id: string | undefined) => Db['debitors'][number] | undefined };

export type Entry<T> = {
  record: T;
  sort: string | undefined;
  keys: (string | undefined)[];
  texts: (string | number | undefined)[];
  /** Position in the collection (the tie-break among equal sort values). */
  pos: number;
  stamp: number;
  /** The last search that found it (search-index.ts). */
  seen: number;
};

export type IndexState<T> = {
  array: T[];
  change: number;
  stamp: number;
  byRecord: Map<T, Entry<T>>;
  main: Entry<T>[];
  buckets: Map<string, Entry<T>[]>[];
  /**
   * The search's values: built on the first search, or in the background after seeding (searchSteps);
   * entries of removed or changed records stay in it until the next build: their stamp is old.
   */
  values?: ValueIndex<Entry<T>>;
};

/** Collections smaller than this are scanned as before (tests lower it to prove the indexes). */
let threshold = 2_000;
export const setIndexThreshold = (size: number) => {
  threshold = size;
};
export const indexThreshold = () => threshold;

let changes = 0;
/** Something may have changed: the next list call re-reads the records. */
export const markChanged = () => {
  changes += 1;
};
export const changeCount = () => changes;

const compareSort = (a: string | undefined, b: string | undefined) => {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return a < b ? -1 : 1;
};

/** Newest first; among equal values the collection's order (as sortItems' stable sort keeps it). */
export const before = <T>(a: Entry<T>, b: Entry<T>) => -compareSort(a.sort, b.sort) || a.pos - b.pos;

const makeEntry = <T>(record: T, read: IndexRead, pos: number, stamp: number) => ({
  record,
  sort: read.sort,
  keys: read.keys,
  texts: read.texts,
  pos,
  stamp,
  seen: 0,
});

const sameRead = <T>(entry: Entry<T>, read: IndexRead) =>
  entry.sort === read.sort &&
  entry.keys.every((key, index) => key === read.keys[index]) &&
  entry.texts.length === read.texts.length &&
  entry.texts.every((text, index) => text === read.texts[index]);

const lookupFor = (db: Db): Lookup => {
  let byId: Map<string, Db['debitors'][number]> | undefined;
  return {
    debitor: (id) => {
      if (id === undefined) return undefined;
      byId ??= new Map(db.debitors.map((debitor) => [debitor.id, debitor]));
      return byId.get(id);
    },
  };
};

const insertSorted = <T>(list: Entry<T>[], entry: Entry<T>) => {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(list[middle] as Entry<T>, entry) < 0) low = middle + 1;
    else high = middle;
  }
  list.splice(low, 0, entry);
};

const addToBuckets = <T>(buckets: Map<string, Entry<T>[]>[], entry: Entry<T>, sorted: boolean) => {
  entry.keys.forEach((key, index) => {
    if (key === undefined) return;
    const family = buckets[index] as Map<string, Entry<T>[]>;
    let list = family.get(key);
    if (!list) family.set(key, (list = []));
    if (sorted) list.push(entry);
    else insertSorted(list, entry);
  });
};

const isSorted = <T>(list: Entry<T>[]) => {
  for (let index = 1; index < list.length; index += 1)
    if (before(list[index - 1] as Entry<T>, list[index] as Entry<T>) > 0) return false;
  return true;
};

/** Builds the index in steps of `chunk` records (the browser's seeding yields between them). */
export function* buildIndex<T>(db: Db, spec: IndexSpec<T>, chunk = 250): Generator<void, IndexState<T>> {
  // Built in steps while calls may change the data: as of its start (a change since refreshes it).
  const started = changes;
  const array = spec.records(db);
  const lookup = lookupFor(db);
  const byRecord = new Map<T, Entry<T>>();
  const entries: Entry<T>[] = new Array<Entry<T>>(array.length);
  for (let index = 0; index < array.length; index += 1) {
    const record = array[index] as T;
    const entry = makeEntry(record, spec.read(record, db, lookup), index, 0);
    entries[index] = entry;
    byRecord.set(record, entry);
    if (index % chunk === chunk - 1) yield;
  }
  // Records made oldest first need no sort: reversed they are in order.
  entries.reverse();
  if (!isSorted(entries)) {
    entries.sort(before);
    yield;
  }
  const buckets = spec.keyNames.map(() => new Map<string, Entry<T>[]>());
  for (const [index, entry] of entries.entries()) {
    addToBuckets(buckets, entry, true);
    if (index % (chunk * 4) === chunk * 4 - 1) yield;
  }
  return { array, change: started, stamp: 0, byRecord, main: entries, buckets };
}

/** The search's values of the entries, in steps. */
function* valueSteps<T>(spec: IndexSpec<T>, entries: Entry<T>[], chunk = 250) {
  const values: ValueIndex<Entry<T>> = { shared: new Map(), groups: new Map() };
  const own = spec.ownTexts ?? [];
  for (const [index, entry] of entries.entries()) {
    addValues(values, entry, own);
    if (index % chunk === chunk - 1) yield;
  }
  return values;
}

const drain = <R>(steps: Generator<void, R>): R => {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
};

/** Re-reads every record after a change and moves only those whose indexed values changed. */
const refresh = <T>(db: Db, spec: IndexSpec<T>, state: IndexState<T>): IndexState<T> => {
  const array = spec.records(db);
  const lookup = lookupFor(db);
  const stamp = state.stamp + 1;
  const added: Entry<T>[] = [];
  for (let index = 0; index < array.length; index += 1) {
    const record = array[index] as T;
    const read = spec.read(record, db, lookup);
    const old = state.byRecord.get(record);
    if (old && sameRead(old, read)) {
      old.stamp = stamp;
      old.pos = index;
      continue;
    }
    const entry = makeEntry(record, read, index, stamp);
    state.byRecord.set(record, entry);
    added.push(entry);
  }
  const current = (entry: Entry<T>) => entry.stamp === stamp;
  const kept = state.main.filter(current);
  const removed = kept.length !== state.main.length;
  if (removed || added.length) {
    for (const [record, entry] of state.byRecord) if (entry.stamp !== stamp) state.byRecord.delete(record);
  }
  // Positions only shift when records are removed or inserted: if the order broke, build afresh.
  if (!isSorted(kept) || added.length > 1_000) return drain(buildIndex(db, spec));
  if (removed) {
    for (const family of state.buckets)
      for (const [key, list] of family) {
        const left = list.filter(current);
        if (left.length) family.set(key, left);
        else family.delete(key);
      }
  }
  for (const entry of added) {
    insertSorted(kept, entry);
    addToBuckets(state.buckets, entry, false);
    if (state.values) addValues(state.values, entry, spec.ownTexts ?? []);
  }
  return { ...state, array, change: changes, stamp, main: kept };
};

const states = new WeakMap<Db, Map<string, IndexState<unknown>>>();

/** The index of a collection, built or brought up to date as needed. */
export const indexOf = <T>(db: Db, spec: IndexSpec<T>): IndexState<T> => {
  let perDb = states.get(db);
  if (!perDb) states.set(db, (perDb = new Map()));
  let state = perDb.get(spec.name) as IndexState<T> | undefined;
  if (!state) {
    mark(`index:${spec.name}`);
    state = drain(buildIndex(db, spec));
    mark(`indexed:${spec.name}`);
  } else if (state.change !== changes || state.array !== spec.records(db)) state = refresh(db, spec, state);
  perDb.set(spec.name, state as IndexState<unknown>);
  return state;
};

/**
 * Builds a collection's index now, in steps (seeding calls it so the first list is fast; a load
 * from the snapshot between the calls), unless a call has built it meanwhile.
 */
export function* prebuildIndex<T>(db: Db, spec: IndexSpec<T>): Generator<void, void> {
  if (states.get(db)?.has(spec.name)) return;
  const state = yield* buildIndex(db, spec);
  let perDb = states.get(db);
  if (!perDb) states.set(db, (perDb = new Map()));
  if (!perDb.has(spec.name)) perDb.set(spec.name, state as IndexState<unknown>);
}

/** The index as the data is now, built in steps if it is not (the snapshot keeps its layout). */
export function* currentIndex<T>(db: Db, spec: IndexSpec<T>): Generator<void, IndexState<T>> {
  const kept = states.get(db)?.get(spec.name) as IndexState<T> | undefined;
  if (kept && kept.change === changes && kept.array === spec.records(db)) return kept;
  const state = yield* buildIndex(db, spec);
  let perDb = states.get(db);
  if (!perDb) states.set(db, (perDb = new Map()));
  if (state.change === changes) perDb.set(spec.name, state as IndexState<unknown>);
  return state;
}

/** An index with its search's values, built now if they are not yet (the first search). */
export const searchable = <T>(state: IndexState<T>, spec: IndexSpec<T>) => {
  state.values ??= drain(valueSteps(spec, state.main));
  return state as IndexState<T> & { values: ValueIndex<Entry<T>> };
};

/**
 * Builds the search's values of an index in steps, after seeding (a search before they are done
 * builds its own at once). Values built while the data changed are dropped: the first search
 * builds them again.
 */
export function* searchValues<T>(db: Db, spec: IndexSpec<T>): Generator<void, void> {
  const state = states.get(db)?.get(spec.name) as IndexState<T> | undefined;
  if (!state || state.values) return;
  const started = changes;
  const values = yield* valueSteps(spec, state.main);
  if (changes === started && states.get(db)?.get(spec.name) === state) state.values ??= values;
}
