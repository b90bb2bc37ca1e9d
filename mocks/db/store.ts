/**
 * Where the mock database lives: in memory, seeded from a scenario, and in the browser also in
 * IndexedDB, so a reload keeps what was created. (IndexedDB rather than localStorage, because the
 * portal clears localStorage on logout and the backend's data must survive that.)
 */
import type { Db } from './schema';
import { seedDb } from './seed/index';

type Persistence = {
  load: () => Promise<Db | undefined>;
  save: (db: Db) => Promise<void>;
  clear: () => Promise<void>;
};

let current: Db | undefined;
/** Seeding runs faker over every area; a scenario's seed is made once and copied afterwards. */
const seeds = new Map<string, Db>();

const freshSeed = (scenario: string): Db => {
  let seed = seeds.get(scenario);
  if (!seed) {
    seed = seedDb(scenario);
    seeds.set(scenario, seed);
  }
  return structuredClone(seed);
};
let persistence: Persistence | undefined;
let saveChain: Promise<void> = Promise.resolve();
let queuedSave: Promise<void> | undefined;

export const DEFAULT_SCENARIO = 'default';

export const getDb = (): Db => {
  current ??= freshSeed(DEFAULT_SCENARIO);
  return current;
};

/** Starts over from the seed of a scenario (and forgets what was persisted). */
export const resetDb = (scenario: string = current?.scenario ?? DEFAULT_SCENARIO): Db => {
  current = freshSeed(scenario);
  void persistence?.save(current);
  return current;
};

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
    return current ? target.save(current).catch(() => undefined) : undefined;
  });
  return queuedSave;
};

/** Loads the persisted database, or seeds the scenario when there is none or another is asked for. */
export const attachPersistence = async (adapter: Persistence, scenario?: string) => {
  persistence = adapter;
  const stored = await adapter.load().catch(() => undefined);
  if (stored && (!scenario || stored.scenario === scenario)) {
    current = stored;
  } else {
    resetDb(scenario ?? DEFAULT_SCENARIO);
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
  if (persistence && current) await persistence.save(current);
};
