/**
 * Reads the large scenario's snapshot (large-snapshot.ts) after its header, one collection at a
 * time, so the page's first call is answered once its own collections are in: the payments'
 * list does not wait for 50,000 invoices. Until a collection is read, the database's property
 * throws `NotLoaded`; route() waits for it (the collection moved to the front) and runs the
 * handler again, so no handler ever sees a collection half read or empty. A list's page is
 * answered before that from the collection's layout kept in the snapshot (stored-index.ts): only
 * the parts holding its records are read for it. What no call waits for is read at idle moments.
 */
import { idle, part, whenQuiet, type SnapshotHeader, type SnapshotStore } from './large-snapshot';
import type { Db } from './schema';
import { yieldToLoop } from './steps';
import { mark } from '../lib/marks';
import { offerStoredIndex, withdrawStoredIndex } from './stored-index';

/** A collection of the snapshot not read yet: wait for `loaded`, then call again. */
export class NotLoaded extends Error {
  constructor(
    readonly collection: string,
    readonly loaded: Promise<void>,
  ) {
    super(`The snapshot's ${collection} are still being read`);
  }
}

export type SnapshotLoad = {
  db: Db;
  journalLength: number;
  /** Resolves once every collection is read; rejects when a part is missing or broken. */
  all: Promise<void>;
  /** Lets the calls waiting for a collection go on (after a failed read, once seeding began). */
  release: () => void;
  /** Reads the rest at once too (a write waits for the whole database). */
  hurry: () => void;
};

const settable = (db: Record<string, unknown>, name: string, value: unknown) =>
  Object.defineProperty(db, name, { value, writable: true, enumerable: true, configurable: true });

/** The database of the header at once, its large collections read in the background. */
export const loadInParts = (store: SnapshotStore, header: SnapshotHeader): SnapshotLoad => {
  const db: Record<string, unknown> = { ...header.rest };
  const partsOf = new Map<string, number[]>();
  header.parts.forEach((name, index) => partsOf.set(name, [...(partsOf.get(name) ?? []), index]));
  // In the order written (customers and payments first), a collection asked for before the rest.
  const queue = [...partsOf.keys()];
  const waits = new Map<string, { promise: Promise<void>; resolve: () => void }>();
  /** The collections a call waited for: read at once, the others at idle moments. */
  const asked = new Set<string>();
  let urgent = false;
  // Wakes the reading from an idle wait: a call asked for a collection, or a write waits.
  let wake = () => {};
  let woken = new Promise<void>((done) => (wake = done));
  const rouse = () => {
    wake();
    woken = new Promise<void>((done) => (wake = done));
  };
  /** A call waits for a collection: it is read next, at once. */
  const ask = (name: string) => {
    asked.add(name);
    rouse();
    const at = queue.indexOf(name);
    if (at > 0) queue.unshift(...queue.splice(at, 1));
  };
  // What no call waits for is read once the page has had its answers and is quiet, at idle
  // moments: the portal's start and its first rows do not share the thread with it.
  const quiet = whenQuiet();
  const unhurried = () => Promise.race([quiet.then(idle), woken]);
  /** Parts parsed ahead of their collection (a page's records), by their number. */
  const parsed = new Map<number, unknown[]>();
  const fetching = new Map<number, Promise<void>>();
  const parse = (name: string, index: number, text: unknown) => {
    const done = parsed.get(index);
    if (done) return done;
    if (typeof text !== 'string') throw new Error(`A part of the snapshot's ${name} is missing`);
    const records = JSON.parse(text) as unknown[];
    parsed.set(index, records);
    return records;
  };
  /** One part now, for a page; should it fail, the call waits for the collection (or the seeding). */
  const fetchPart = (name: string, index: number) => {
    let fetched = fetching.get(index);
    if (!fetched) {
      fetched = store.get(part(index, header.slot)).then((text) => void parse(name, index, text));
      fetching.set(index, fetched);
    }
    return fetched.catch(() => {
      ask(name);
      return waits.get(name)?.promise;
    });
  };
  for (const name of queue) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    waits.set(name, { promise, resolve });
    Object.defineProperty(db, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        ask(name);
        throw new NotLoaded(name, promise);
      },
    });
    const layout = header.layouts?.[name];
    const numbers = partsOf.get(name) ?? [];
    if (!layout) continue;
    // Until the collection is read, a page of its list is answered from its kept layout.
    offerStoredIndex(db as Db, name, {
      layout,
      records: (ranks) => {
        const numberOf = (rank: number) => numbers[Math.floor(rank / layout.partSize)] as number;
        const absent = [...new Set(ranks.map(numberOf))].filter((index) => !parsed.has(index));
        if (absent.length) {
          const loaded = Promise.all(absent.map((index) => fetchPart(name, index))).then(() => undefined);
          throw new NotLoaded(name, loaded);
        }
        return ranks.map((rank) => parsed.get(numberOf(rank))?.[rank % layout.partSize]);
      },
    });
  }
  /** Parses a collection's parts one at a time; false when a call waits for another one first. */
  const parseParts = async (name: string) => {
    const waited = () => urgent || asked.has(name);
    if (!waited()) await unhurried();
    const unread = (partsOf.get(name) ?? []).filter((index) => !parsed.has(index));
    const texts = await store.getMany(unread.map((index) => part(index, header.slot)));
    for (const [at, index] of unread.entries()) {
      // A part at a time (about 10 ms), the page's own work between.
      await (waited() ? yieldToLoop() : unhurried());
      // What was parsed is kept: this collection goes on after the one a call waits for.
      if (!waited() && queue.some((other) => asked.has(other))) return false;
      parse(name, index, texts[at]);
    }
    return true;
  };
  const all = (async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      if (!(await parseParts(name))) {
        const after = queue.findIndex((other) => !asked.has(other));
        queue.splice(after < 0 ? queue.length : after, 0, name);
        continue;
      }
      const numbers = partsOf.get(name) ?? [];
      const positions = header.layouts?.[name]?.positions;
      const records: unknown[] = positions ? new Array<unknown>(positions.length) : [];
      let rank = 0;
      for (const index of numbers) {
        for (const record of parsed.get(index) ?? []) {
          // An indexed collection's parts are in its index's order: each record back in its place.
          if (positions) records[positions[rank] as number] = record;
          else records.push(record);
          rank += 1;
        }
        parsed.delete(index);
      }
      if (rank !== (positions?.length ?? rank)) throw new Error(`The snapshot's ${name} are incomplete`);
      withdrawStoredIndex(db as Db, name);
      settable(db, name, records);
      mark(`read:${name}`);
      waits.get(name)?.resolve();
    }
  })();
  const release = () => {
    for (const { resolve } of waits.values()) resolve();
  };
  const hurry = () => {
    urgent = true;
    rouse();
  };
  return { db: db as Db, journalLength: header.journalLength, all, release, hurry };
};

/**
 * Runs a handler, again whenever it met a collection not read yet (once that is read). Handlers
 * that only read may run twice; a write waits for the whole database before it runs.
 */
export const whenLoaded = async <T>(run: () => T | Promise<T>, ready: () => Promise<void>): Promise<T> => {
  for (;;) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof NotLoaded)) throw error;
      await error.loaded;
      await ready();
    }
  }
};
