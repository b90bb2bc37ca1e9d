/**
 * What the tests of the large scenario's snapshot share: the browser's IndexedDB as a map of
 * structured clones (with a log of what is read and a way to hold a collection's parts back), a
 * reload, and the scenario seeded with its snapshot written.
 */
import { expect } from 'vitest';
import { handlers } from '../handlers';
import { replayJournal } from '../lib/replay';
import { callOperation } from '../test-helpers';
import { part, snapshotWritten, type SnapshotHeader, type SnapshotStore } from './large-snapshot';
import type { Db } from './schema';
import {
  attachPersistence,
  configureLarge,
  dbReady,
  detachPersistence,
  getDb,
  resetDb,
  type JournalState,
} from './store';

export const FACTOR = 0.01;

/** A door for a storage call: `asked` once a call comes to it, open after `release()`. */
const gate = () => {
  let release = () => {};
  let asked = () => {};
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const until = new Promise<void>((resolve) => (release = resolve));
  return { asked, wasAsked, until, release };
};

/** The browser's IndexedDB as the tests keep it: structured clones by key. */
export const browserStorage = (version: string, partSize = 500) => {
  const kept = new Map<string, unknown>();
  /** Parts held back until `release()`: a collection read slowly. */
  let held: { parts: (key: string) => boolean; asked: () => void; until: Promise<void> } | undefined;
  /** Writes of parts held back until `release()`: a snapshot being written. */
  let writesHeld: { asked: () => void; until: Promise<void> } | undefined;
  let journal: Db | JournalState | undefined;
  /** The keys read, one entry a call: `get <key>` or `getMany <keys>`. */
  const reads: string[] = [];
  const snapshots: SnapshotStore = {
    version,
    partSize,
    get: (key) => {
      reads.push(`get ${key}`);
      return Promise.resolve(structuredClone(kept.get(key)));
    },
    getMany: async (keys) => {
      reads.push(`getMany ${keys.join(' ')}`);
      if (held && keys.some(held.parts)) {
        held.asked();
        await held.until;
      }
      return keys.map((key) => structuredClone(kept.get(key)));
    },
    set: async (key, value) => {
      if (writesHeld && key.startsWith(part(0).slice(0, -1))) {
        writesHeld.asked();
        await writesHeld.until;
      }
      kept.set(key, structuredClone(value));
    },
    del: (key) => Promise.resolve(void kept.delete(key)),
  };
  /** Holds back the parts of a collection; resolves `asked` once they are asked for. */
  const hold = (collection: string) => {
    const { parts, slot } = kept.get('large-snapshot') as SnapshotHeader;
    const keys = new Set(parts.flatMap((name, index) => (name === collection ? [part(index, slot)] : [])));
    const { asked, wasAsked, until, release } = gate();
    held = { parts: (key) => keys.has(key), asked, until };
    return { keys, release, asked: wasAsked };
  };
  /** Holds back the writing of parts; resolves `asked` once one is to be written. */
  const holdWrites = () => {
    const { asked, wasAsked, until, release } = gate();
    writesHeld = { asked, until };
    return { release, asked: wasAsked };
  };
  return {
    kept,
    reads,
    hold,
    holdWrites,
    adapter: (code = version) => ({
      load: () => Promise.resolve(journal),
      save: (stored: Db | JournalState) => Promise.resolve(void (journal = structuredClone(stored))),
      clear: () => Promise.resolve(),
      replay: (entries: JournalState['journal']) => replayJournal(handlers, entries),
      snapshots: { ...snapshots, version: code },
    }),
  };
};

/** A reload of the page: the database goes, what the storage kept brings it back. */
export const reload = async (adapter: Parameters<typeof attachPersistence>[0]) => {
  detachPersistence();
  resetDb('default');
  await attachPersistence(adapter);
  await dbReady();
};

export const PURPOSE = 'Nach dem Neuladen aus dem Abbild noch da';

/** A customer paying online (of the database as it is read now). */
export const onlinePayer = () =>
  getDb().debitors.find((candidate) => candidate.paymentMethod === 'ONLINE_PAYMENT')?.id;

/** Creates a payment of `amount` to a customer paying online, with the purpose looked for. */
export const createPayment = (amount: number, debitorId = onlinePayer()) =>
  callOperation('createPayment', {
    body: {
      amount,
      purpose: PURPOSE,
      paymentType: 'PAYMENT_REQUEST',
      debitorId,
      paymentMethod: 'ONLINE_PAYMENT',
    },
  });

export type Page<T> = {
  status: number;
  body: { page: { totalElements: number }; _embedded?: Record<string, T[]> };
};
/** Lets everything queued run (the loader's parts, calls in flight) without a fixed sleep. */
export const settle = async (turns = 20) => {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The large scenario seeded, the page's list answered and the snapshot written (parts of 100). */
export const seededAndKept = async () => {
  const storage = browserStorage('code-1', 100);
  configureLarge({ factor: FACTOR });
  await attachPersistence(storage.adapter(), 'large');
  await dbReady();
  expect((await callOperation('listPayments', { query: { size: 30 } })).status).toBe(200);
  await snapshotWritten();
  return storage;
};
