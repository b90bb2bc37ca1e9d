/**
 * The large scenario's seeded data kept between page loads (the browser's IndexedDB): seeding it
 * takes seconds, a frontend developer reloads all day. After a seeding, and after a load that
 * replayed journal entries the snapshot did not hold, once the page has had its answers and is
 * quiet (the rows shown), the database is written in parts of a few thousand records, one part per
 * idle moment (a value is at most about 130 MB in Chromium, and serialising the whole at once
 * would stop the page for seconds), then a header naming the parts, the number of journal entries
 * the data already holds and a key: scenario, day, size and a version of the mock code. A part is
 * the JSON text of its records: IndexedDB hands a string back as it is, and JSON.parse makes 5,000
 * records about three times faster than the structured clone of them. An indexed collection is
 * written in its index's order with its layout (stored-index.ts), so a reload answers a list's
 * page from one part. A load whose key matches reads the header and answers at once; the large
 * collections are read after it (snapshot-loader.ts), a call that needs one not yet read waits for
 * it. Anything else seeds as before. The parts go to the slot the header does not name, the header
 * last: a reload meanwhile takes the last snapshot, and a write the page makes while the parts are
 * written abandons the new one.
 */
import type { IndexSpec } from './indexes';
import type { Db } from './schema';
import { layoutSteps, type StoredLayout } from './stored-index';

/** The header, written last: the parts of the arrays by name, and what the data holds. */
export type SnapshotHeader = {
  key: string;
  journalLength: number;
  /** The database without its large arrays. */
  rest: Partial<Db>;
  /** The collection each part belongs to, in order. */
  parts: string[];
  /** The slot of the parts (`part`). */
  slot?: number;
  /**
   * The indexed collections' layouts (stored-index.ts): their parts hold the records in the
   * index's order, not the collection's.
   */
  layouts?: Record<string, StoredLayout>;
};

/** Where the snapshot is kept (IndexedDB in the browser), and the version of the mock code. */
export type SnapshotStore = {
  version: string;
  get: (key: string) => Promise<unknown>;
  getMany: (keys: string[]) => Promise<unknown[]>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
  /** Records per part (the tests' data is small). */
  partSize?: number;
};

const HEADER = 'large-snapshot';
/**
 * The key of a part. The parts are written into one of two slots, the other than the header's,
 * so a reload while a new snapshot is written still has the last one (and the journal on top).
 */
export const part = (index: number, slot = 0) => `large-snapshot:${slot ? 'b:' : ''}${index}`;
/** Records per part: a few milliseconds to serialise. */
const PART_SIZE = 5_000;

export const snapshotKey = (version: string, scenario: string, day: number, factor: number) =>
  JSON.stringify([scenario, day, factor, version]);

/** Milliseconds without a call after which the page counts as quiet. */
const QUIET_MS = 500;

let calls = 0;
let lastCallAt = 0;
/** route() notes every call it answers: the snapshot waits until they have stopped. */
export const noteCall = () => {
  calls += 1;
  lastCallAt = performance.now();
};

/** An idle moment of the page (or the next turn where there are none, as in node). */
export const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the page has had at least one answer and no call for QUIET_MS, at an idle moment:
 * writing the snapshot blocks the page for a while, and must not delay the first rows.
 */
export const whenQuiet = async () => {
  const startedWith = calls;
  for (;;) {
    await idle();
    if (calls > startedWith && performance.now() - lastCallAt >= QUIET_MS) return;
    await pause(QUIET_MS / 2);
  }
};

let pending: Promise<void> = Promise.resolve();
/** The snapshot being written, if any (the bench and the tests wait for it before a reload). */
export const snapshotWritten = () => pending;

/** Runs steps at idle moments, about 10 ms at a time; undefined once `still()` is false. */
const inIdleSteps = async <R>(steps: Generator<void, R>, still: () => boolean): Promise<R | undefined> => {
  for (;;) {
    await idle();
    if (!still()) return undefined;
    const until = performance.now() + 10;
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() >= until) break;
    }
  }
};

/**
 * Writes the snapshot once the page is quiet, a part per idle moment; `unchanged` tells whether
 * the data is still what it was when the writing began (no write, no other scenario). A collection
 * one of `indexes` lists is written in its index's order, with its layout (stored-index.ts).
 */
export const saveWhenQuiet = (
  store: SnapshotStore,
  key: string,
  db: Db,
  journalLength: () => number,
  unchanged: () => boolean,
  indexes: readonly IndexSpec<never>[] = [],
) => {
  pending = (async () => {
    await whenQuiet();
    const from = journalLength();
    const still = () => unchanged() && journalLength() === from;
    const previous = (await store.get(HEADER)) as SnapshotHeader | undefined;
    const slot = previous && !previous.slot ? 1 : 0;
    const rest: Record<string, unknown> = {};
    const parts: string[] = [];
    const layouts: Record<string, StoredLayout> = {};
    const size = store.partSize ?? PART_SIZE;
    for (const [name, value] of Object.entries(db)) {
      if (!Array.isArray(value) || value.length <= size) {
        rest[name] = value;
        continue;
      }
      const spec = indexes.find((candidate) => candidate.records(db) === value);
      const laid = spec ? await inIdleSteps(layoutSteps(db, spec, size), still) : undefined;
      if (spec && !still()) return;
      if (laid) layouts[name] = laid.layout;
      const records: unknown[] = laid?.records ?? value;
      for (let start = 0; start < records.length; start += size) {
        await idle();
        if (!still()) return;
        await store.set(part(parts.length, slot), JSON.stringify(records.slice(start, start + size)));
        parts.push(name);
      }
      rest[name] = [];
    }
    if (!still()) return;
    await store.set(HEADER, {
      key,
      journalLength: from,
      rest,
      parts,
      layouts,
      slot,
    } satisfies SnapshotHeader);
    // The last snapshot's parts are not needed any more.
    for (const [index] of (previous?.parts ?? []).entries()) await store.del(part(index, previous?.slot));
  })().catch((error: unknown) => {
    // Without it the next load seeds again, as it always did.
    console.warn('The large scenario could not be kept for the next load', error);
  });
};

/** The header of the kept data if its key is this one. */
export const snapshotHeader = async (store: SnapshotStore, key: string) => {
  const header = (await store.get(HEADER)) as SnapshotHeader | undefined;
  return header?.key === key ? header : undefined;
};
