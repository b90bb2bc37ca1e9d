/**
 * Reads the large scenario's snapshot (large-snapshot.ts) after its header, one collection at a
 * time, so the page's first call is answered once its own collections are in: the payments'
 * list does not wait for 50,000 invoices. Until a collection is read, the database's property
 * throws `NotLoaded`; route() waits for it (the collection moved to the front) and runs the
 * handler again, so no handler ever sees a collection half read or empty.
 */
import { idle, part, type SnapshotHeader, type SnapshotStore } from './large-snapshot';
import type { Db } from './schema';
import { yieldToLoop } from './steps';

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
  /** The collections a call waited for: read at once, the others at idle moments after them. */
  const asked = new Set<string>();
  let urgent = false;
  // Wakes the reading from an idle wait: a call asked for a collection, or a write waits.
  let wake = () => {};
  let woken = new Promise<void>((done) => (wake = done));
  const rouse = () => {
    wake();
    woken = new Promise<void>((done) => (wake = done));
  };
  for (const name of queue) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    waits.set(name, { promise, resolve });
    Object.defineProperty(db, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        asked.add(name);
        rouse();
        const at = queue.indexOf(name);
        if (at > 0) queue.unshift(...queue.splice(at, 1));
        throw new NotLoaded(name, promise);
      },
    });
  }
  const all = (async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const texts = await store.getMany((partsOf.get(name) ?? []).map(part));
      const records: unknown[] = [];
      for (const text of texts) {
        if (typeof text !== 'string') throw new Error(`A part of the snapshot's ${name} is missing`);
        // A part at a time (about 10 ms), the page's own work between; once the page has asked for
        // what it needs, what nobody waits for does not slow down its rendering.
        for (const record of JSON.parse(text) as unknown[]) records.push(record);
        await (urgent || asked.size === 0 || asked.has(name) ? yieldToLoop() : Promise.race([idle(), woken]));
      }
      settable(db, name, records);
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
