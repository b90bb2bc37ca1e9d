/**
 * The large scenario's seeded data kept between page loads (the browser's IndexedDB): seeding it
 * takes seconds, a frontend developer reloads all day. After a seeding, once the page has had its
 * answers and is quiet (the rows shown), the database is written in parts of a few thousand
 * records, one part per idle moment (a value is at most about 130 MB in Chromium, and serialising
 * the whole at once would stop the page for seconds), then a header naming the parts, the number
 * of journal entries the data already holds and a key: scenario, day, size and a version of the
 * mock code. A part is the JSON text of its records: IndexedDB hands a string back as it is, and
 * JSON.parse makes 5,000 records about three times faster than the structured clone of them.
 * A load whose key matches reads the header and answers at once; the large collections are read
 * after it one by one (snapshot-loader.ts), a call that needs one not yet read waits for it (and
 * moves it to the front). Anything else seeds as before. A write the page makes while the parts
 * are written abandons the snapshot (the next load seeds and tries again).
 */
import type { Db } from './schema';

/** The header, written last: the parts of the arrays by name, and what the data holds. */
export type SnapshotHeader = {
  key: string;
  journalLength: number;
  /** The database without its large arrays. */
  rest: Partial<Db>;
  /** The collection each part belongs to, in order. */
  parts: string[];
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
export const part = (index: number) => `large-snapshot:${index}`;
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

/**
 * Writes the snapshot once the page is quiet, a part per idle moment; `unchanged` tells whether
 * the data is still what it was when the writing began (no write, no other scenario).
 */
export const saveWhenQuiet = (
  store: SnapshotStore,
  key: string,
  db: Db,
  journalLength: () => number,
  unchanged: () => boolean,
) => {
  pending = (async () => {
    await whenQuiet();
    const from = journalLength();
    const still = () => unchanged() && journalLength() === from;
    await store.del(HEADER);
    const rest: Record<string, unknown> = {};
    const parts: string[] = [];
    const size = store.partSize ?? PART_SIZE;
    for (const [name, value] of Object.entries(db)) {
      if (!Array.isArray(value) || value.length <= size) {
        rest[name] = value;
        continue;
      }
      for (let start = 0; start < value.length; start += size) {
        await idle();
        if (!still()) return;
        await store.set(part(parts.length), JSON.stringify(value.slice(start, start + size)));
        parts.push(name);
      }
      rest[name] = [];
    }
    if (still()) await store.set(HEADER, { key, journalLength: from, rest, parts } satisfies SnapshotHeader);
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
