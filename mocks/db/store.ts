/**
 * Where the mock database lives: in memory, seeded from a scenario, and in the browser also in
 * IndexedDB, so a reload keeps what was created. (IndexedDB rather than localStorage, because the
 * portal clears localStorage on logout and the backend's data must survive that.)
 *
 * The `large` scenario is too large to copy or to write whole after every change: it is seeded in
 * steps (yielding between them, calls wait until it is ready), and what is kept is the scenario,
 * its day and the journal of the calls that changed it; a load seeds the same day again and
 * replays the journal.
 */
import { findScenario } from '../scenarios';
import { prepareSorted } from './indexed-lists';
import { markChanged, prebuildIndex, searchValues } from './indexes';
import { inBackground, timedSteps } from './steps';
import { largeOptions, seedingStats } from './large-options';

export { configureLarge, seedingStats } from './large-options';
import { afterWrites, saveSnapshot, snapshotHeader, snapshotKey, type SnapshotStore } from './large-snapshot';
import { loadInParts, type SnapshotLoad } from './snapshot-loader';
import type { Db } from './schema';
import { freshSeed, prepareSeed, seedCode } from './seed-source';
import { CUSTOMERS_BY_NAME, CUSTOMERS_NEWEST_FIRST, listIndexes } from '../lib/list-indexes';

/** A call that changed the large scenario, as it came (its time, to replay it at that time). */
export type JournalEntry = {
  method: string;
  url: string;
  headers: [string, string][];
  body?: ArrayBuffer;
  at: number;
};

/** What is kept of a large scenario: its name, the day it was seeded for, the journal. */
export type JournalState = { journal: JournalEntry[]; scenario: string; day: number; factor: number };

type Stored = Db | JournalState;

type Persistence = {
  load: () => Promise<Stored | undefined>;
  /** A method, so an adapter typed for the database alone (the tests') fits too. */
  save(stored: Stored): Promise<void>;
  clear: () => Promise<void>;
  /** Replays a journal's calls through the handlers (the browser; node keeps memory only). */
  replay?: (journal: JournalEntry[]) => Promise<void>;
  /** Keeps the large scenario's seeded data between loads (the browser; large-snapshot.ts). */
  snapshots?: SnapshotStore;
};

export const isJournal = (stored: Stored | undefined): stored is JournalState =>
  !!stored && Array.isArray((stored as JournalState).journal);

let current: Db | undefined;
let persistence: Persistence | undefined;
let saveChain: Promise<void> = Promise.resolve();
let queuedSave: Promise<void> | undefined;

/** The large scenario's journal while it is the current one. */
let journalState: JournalState | undefined;
let ready: Promise<void> = Promise.resolve();
/** Until a snapshot is read: the calls that only read may go on earlier (`readable`). */
let readable: Promise<void> = Promise.resolve();
/** Reads the rest of a snapshot at once (a call waits for the whole database). */
let hurrySnapshot = () => {};
let replayingJournal = false;
/** A journal is being replayed (its calls draw their random numbers as the first time). */
export const replaying = () => replayingJournal;

const runSteps = (steps: Generator<void, void>) => timedSteps(steps, largeOptions.budget, seedingStats);

function* searchIndexSteps(db: Db): Generator<void, void> {
  for (const spec of listIndexes) yield* searchValues(db, spec);
}

function* indexSteps(db: Db, search = false): Generator<void, void> {
  for (const spec of listIndexes) {
    yield* prebuildIndex(db, spec);
  }
  // The portal's order of customers (by name), which no index keeps: sorted once here.
  yield* prepareSorted(db.debitors, CUSTOMERS_BY_NAME, CUSTOMERS_NEWEST_FIRST);
  if (search) yield* searchIndexSteps(db);
}

function* largeSteps(db: Db, day: number, factor: number): Generator<void, void> {
  yield* seedCode().seedLarge(db, { factor, day });
  yield* indexSteps(db);
}

export const isLargeScenario = (scenario: string) => findScenario(scenario).large === true;

const startLarge = (
  scenario: string,
  day: number,
  journal: JournalEntry[] = [],
  factor = largeOptions.factor,
): Db => {
  const db = freshSeed('default');
  db.scenario = scenario;
  journalState = { journal, scenario, day, factor };
  const replay = persistence?.replay;
  // What was kept of an earlier database is not this one's (what seeding builds is kept).
  markChanged();
  ready = readable = (async () => {
    await prepareSeed(scenario);
    await runSteps(largeSteps(db, day, factor));
    seedingStats.seeds += 1;
    seedingStats.fromSnapshot = false;
    await replayJournal(journal, replay);
    // Kept before the first answer: a reload, a second tab or the browser reopened find it at once.
    await keepForNextLoad(db, journalState);
    void inBackground(searchIndexSteps(db), largeOptions.budget);
  })();
  return db;
};

/** Writes the large scenario's snapshot now (large-snapshot.ts). */
const keepForNextLoad = async (db: Db, state: JournalState | undefined) => {
  const snapshots = persistence?.snapshots;
  if (!snapshots || !state) return;
  await saveSnapshot(
    snapshots,
    snapshotKey(snapshots.version, state.scenario, state.day, state.factor),
    db,
    () => state.journal.length,
    () => current === db && state === journalState,
    listIndexes,
  );
};

const replayJournal = async (journal: JournalEntry[], replay = persistence?.replay) => {
  if (!journal.length || !replay) return;
  replayingJournal = true;
  seedingStats.replayed += journal.length;
  try {
    await replay(journal);
  } finally {
    replayingJournal = false;
  }
};

/**
 * The large scenario from its snapshot: the header's data at once, the large collections read one
 * by one (a call waits for those it needs), then the journal's later calls replayed on top (every
 * call waits for those) and the indexes built between the calls (a list builds its own when first
 * asked). A snapshot that cannot be read is given up for a seeding.
 */
const startFromSnapshot = (
  kept: JournalState,
  { db, journalLength, all, release, hurry }: SnapshotLoad,
): Db => {
  journalState = { ...kept };
  const state = journalState;
  markChanged();
  seedingStats.fromSnapshot = true;
  const begun = performance.now();
  const later = kept.journal.slice(journalLength);
  ready = (async () => {
    try {
      await all;
    } catch (error) {
      console.warn('The kept large scenario could not be read: seeding it again', error);
      await prepareSeed(kept.scenario);
      if (current === db && journalState === state) {
        current = startLarge(kept.scenario, kept.day, kept.journal, kept.factor);
      }
      // The calls waiting for a collection ask the seeded database again.
      release();
      await ready;
      return;
    }
    // Another scenario or a reset meanwhile: the journal is not the current database's.
    if (current !== db || journalState !== state) return;
    seedingStats.snapshotSeconds = (performance.now() - begun) / 1000;
    await replayJournal(later);
    void inBackground(indexSteps(db, true), largeOptions.budget);
    // The calls replayed are kept in a new snapshot, so the next load answers from it at once.
    if (later.length) void keepForNextLoad(db, state);
  })();
  readable = later.length ? ready : Promise.resolve();
  hurrySnapshot = hurry;
  // Every call waits for the replay, which waits for the whole snapshot: it is read at once.
  if (later.length) hurry();
  return db;
};

/** The snapshot of a kept large scenario, if one of this scenario, day, size and code is kept. */
const matchingSnapshot = async (kept: JournalState) => {
  const snapshots = persistence?.snapshots;
  if (!snapshots) return undefined;
  const key = snapshotKey(snapshots.version, kept.scenario, kept.day, kept.factor);
  const header = await snapshotHeader(snapshots, key).catch(() => undefined);
  return header && header.journalLength <= kept.journal.length ? loadInParts(snapshots, header) : undefined;
};

/**
 * Resolves once the database can answer (at once, except while the large scenario is seeded or its
 * snapshot read: the rest of it is read at once then, not at idle moments).
 */
export const dbReady = () => {
  if (replayingJournal) return Promise.resolve();
  hurrySnapshot();
  return ready;
};

/** Resolves once a call that only reads may run (a snapshot's collections may still be read). */
export const dbReadable = () => (replayingJournal ? Promise.resolve() : readable);

/** Keeps a call that changed the large scenario (route()'s writes); the snapshot, once they pause. */
export const journalCall = (entry: JournalEntry) => {
  if (replayingJournal || !journalState) return;
  journalState.journal.push(entry);
  const [db, state] = [getDb(), journalState];
  afterWrites(() => keepForNextLoad(db, state));
};
export const usesJournal = () => journalState !== undefined && !replayingJournal;

export const DEFAULT_SCENARIO = 'default';

export const getDb = (): Db => {
  current ??= freshSeed(DEFAULT_SCENARIO);
  return current;
};

/** Back to the default seed, copied when next read (the tests' reset: most never read it). */
export const forgetDb = () => {
  journalState = undefined;
  ready = readable = Promise.resolve();
  markChanged();
  current = undefined;
};

/** Starts over from the seed of a scenario (and forgets what was persisted); the browser: reseed. */
export const resetDb = (scenario: string = current?.scenario ?? DEFAULT_SCENARIO): Db => {
  forgetDb();
  if (isLargeScenario(scenario)) {
    current = startLarge(scenario, Date.now());
    void persistence?.save(journalState ?? current);
    return current;
  }
  current = freshSeed(scenario);
  void persistence?.save(current);
  return current;
};

/** resetDb once what seeding the scenario needs is loaded (the browser loads it on demand). */
export const reseed = async (scenario: string = current?.scenario ?? DEFAULT_SCENARIO): Promise<Db> => {
  await prepareSeed(scenario);
  return resetDb(scenario);
};

/** What is written: the database, or the large scenario's journal. */
const stored = (db: Db): Stored => journalState ?? db;

/**
 * Called after every change; in the browser it resolves once a write that began after the change
 * has finished, so an answer the backend gave survives an immediate reload. Writes coalesce: while
 * one runs, every change waits for the single next one.
 */
export const saveSoon = (): Promise<void> => {
  const target = persistence;
  if (!target || !current) return Promise.resolve();
  queuedSave ??= saveChain = saveChain.then(() => {
    queuedSave = undefined;
    return current ? target.save(stored(current)).catch(() => undefined) : undefined;
  });
  return queuedSave;
};

/** Loads the persisted database, or seeds the scenario when there is none or another is asked for. */
export const attachPersistence = async (adapter: Persistence, scenario?: string) => {
  persistence = adapter;
  const kept = await adapter.load().catch(() => undefined);
  if (isJournal(kept) && (!scenario || kept.scenario === scenario)) {
    const snapshot = await matchingSnapshot(kept);
    if (!snapshot) await prepareSeed(kept.scenario);
    current = snapshot
      ? startFromSnapshot(kept, snapshot)
      : startLarge(kept.scenario, kept.day, kept.journal, kept.factor);
    // Replaying sets the clock back for a moment: nothing else may run until it is done.
    if (kept.journal.length > (snapshot?.journalLength ?? 0)) await ready;
  } else if (kept && !isJournal(kept) && (!scenario || kept.scenario === scenario)) {
    journalState = undefined;
    current = kept;
  } else {
    await reseed(scenario ?? DEFAULT_SCENARIO);
  }
  return getDb();
};

/** Back to memory only (tests that attached a persistence of their own). */
export const detachPersistence = () => {
  persistence = undefined;
  queuedSave = undefined;
  saveChain = Promise.resolve();
};

/** Flushes a pending write (the dev panel's reset and tests). */
export const flushSave = async () => {
  await saveChain;
  if (persistence && current) await persistence.save(stored(current));
};
