/**
 * The large scenario's seeded data kept between page loads (the browser's IndexedDB): seeding it
 * takes seconds, a frontend developer reloads all day. A seeding page writes it before its first
 * answer (a reload, a second tab or the browser opened again right after the first rows finds
 * it); after a write, and after a load that replayed journal entries the snapshot did not hold, it
 * is written again once the writes pause. It is written in parts of a few thousand records, in
 * steps of about 10 ms with the page's work between (a value is at most about 130 MB in Chromium,
 * and serialising the whole at once would stop the page for seconds), then a header naming the
 * parts, the number of journal entries the data already holds and a key: scenario, day, size and
 * a version of the mock code. A part is the JSON text of its records: IndexedDB hands a string back
 * as it is, and JSON.parse makes 5,000 records about three times faster than the structured clone
 * of them. An indexed collection is written in its index's order with its layout
 * (stored-index.ts), so a reload answers a list's page from one part. A load whose key matches reads the header and answers at once; the large
 * collections are read after it (snapshot-loader.ts), a call that needs one not yet read waits for
 * it. Anything else seeds as before. The parts go to the slot the header does not name, the header
 * last: a reload meanwhile takes the last snapshot, and a write the page makes while the parts are
 * written abandons the new one.
 */
import type { IndexSpec } from './indexes';
import type { Db } from './schema';
import { layoutSteps, type StoredLayout } from './stored-index';
import { yieldToLoop } from './steps';

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
/** Milliseconds of writing between two yields to the page. */
const STEP_MS = 10;

export const snapshotKey = (version: string, scenario: string, day: number, factor: number) =>
  JSON.stringify([scenario, day, factor, version]);

/**
 * Milliseconds without a call after which the page counts as quiet. After 0.5 s the portal was
 * often still loading the list's code on a busy machine: the rest of the snapshot, parsed at each
 * idle moment meanwhile (a part of payments takes 0.1 to 0.3 s there), held its rows back by 10 s.
 */
const QUIET_MS = 3000;

let calls = 0;
let lastCallAt = 0;
/** route() notes every call it answers: the snapshot's rest is read once they have stopped. */
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
 * reading the rest of the snapshot blocks the page for a while, and must not delay the first rows.
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
/** The snapshot being written, if any (the tests wait for it before a reload). */
export const snapshotWritten = () => pending;

/** Runs steps about 10 ms at a time, yielding between; undefined once `still()` is false. */
const inSteps = async <R>(steps: Generator<void, R>, still: () => boolean): Promise<R | undefined> => {
  for (;;) {
    await yieldToLoop();
    if (!still()) return undefined;
    const until = performance.now() + STEP_MS;
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() >= until) break;
    }
  }
};

/** Parts whose write to IndexedDB may be under way at once (their text is held until then). */
const WRITES_IN_FLIGHT = 4;

const writeSnapshot = async (
  store: SnapshotStore,
  key: string,
  db: Db,
  journalLength: () => number,
  unchanged: () => boolean,
  indexes: readonly IndexSpec<never>[],
) => {
  const from = journalLength();
  const still = () => unchanged() && journalLength() === from;
  const previous = (await store.get(HEADER)) as SnapshotHeader | undefined;
  const slot = previous && !previous.slot ? 1 : 0;
  const rest: Record<string, unknown> = {};
  const parts: string[] = [];
  const layouts: Record<string, StoredLayout> = {};
  const size = store.partSize ?? PART_SIZE;
  const writes: Promise<void>[] = [];
  for (const [name, value] of Object.entries(db)) {
    if (!Array.isArray(value) || value.length <= size) {
      rest[name] = value;
      continue;
    }
    const spec = indexes.find((candidate) => candidate.records(db) === value);
    const laid = spec ? await inSteps(layoutSteps(db, spec, size), still) : undefined;
    if (spec && !still()) return;
    if (laid) layouts[name] = laid.layout;
    const records: unknown[] = laid?.records ?? value;
    for (let start = 0; start < records.length; start += size) {
      await yieldToLoop();
      if (!still()) return;
      await writes[writes.length - WRITES_IN_FLIGHT];
      writes.push(store.set(part(parts.length, slot), JSON.stringify(records.slice(start, start + size))));
      parts.push(name);
    }
    rest[name] = [];
  }
  await Promise.all(writes);
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
};

/**
 * Writes the snapshot now, in steps of about 10 ms with the page's work between (not at idle
 * moments: a page that builds its search values or renders is not idle for minutes, and a reload
 * meanwhile seeded again); `unchanged` tells whether the data is still what it was when the
 * writing began (no write, no other scenario). A collection one of `indexes` lists is written in
 * its index's order, with its layout (stored-index.ts). Resolves once it is written or abandoned.
 */
export const saveSnapshot = (
  store: SnapshotStore,
  key: string,
  db: Db,
  journalLength: () => number,
  unchanged: () => boolean,
  indexes: readonly IndexSpec<never>[] = [],
) => {
  // One writer at a time: the one before is abandoned at its next step (the data changed).
  pending = pending
    .then(() => (unchanged() ? writeSnapshot(store, key, db, journalLength, unchanged, indexes) : undefined))
    .catch((error: unknown) => {
      // Without it the next load seeds again, as it always did.
      console.warn('The large scenario could not be kept for the next load', error);
    });
  return pending;
};

/** Milliseconds without a write after which the snapshot is written again. */
const WRITES_PAUSE_MS = 300;
let writesPause: ReturnType<typeof setTimeout> | undefined;
/** Resolves once the snapshot that follows the last writes is written (settled()). */
let writesKept: { promise: Promise<void>; resolve: () => void } | undefined;

/** Runs `save` once the writes pause (each write calls it, the last one's runs). */
export const afterWrites = (save: () => Promise<void> | undefined) => {
  if (!writesKept) {
    let resolve = () => {};
    writesKept = { promise: new Promise<void>((done) => (resolve = done)), resolve };
  }
  const kept = writesKept;
  clearTimeout(writesPause);
  writesPause = setTimeout(() => {
    writesKept = undefined;
    void Promise.resolve(save()).then(kept.resolve);
  }, WRITES_PAUSE_MS);
};

/** Resolves once the snapshot holds what the page has written so far (if one is due). */
export const snapshotSettled = async () => {
  await writesKept?.promise;
  await pending;
};

/** The header of the kept data if its key is this one. */
export const snapshotHeader = async (store: SnapshotStore, key: string) => {
  const header = (await store.get(HEADER)) as SnapshotHeader | undefined;
  return header?.key === key ? header : undefined;
};
