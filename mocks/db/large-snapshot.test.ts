import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOperation } from '../test-helpers';
import { part, snapshotSettled, snapshotWritten, type SnapshotHeader } from './large-snapshot';
import { LARGE_COUNTS } from './seed/large';
import {
  browserStorage,
  createPayment,
  FACTOR,
  onlinePayer,
  PURPOSE,
  reload,
  seededAndKept,
  settle,
  type Page,
} from './snapshot-test-storage';
import {
  attachPersistence,
  configureLarge,
  dbReady,
  detachPersistence,
  getDb,
  resetDb,
  seedingStats,
} from './store';

afterEach(() => {
  detachPersistence();
  resetDb('default');
});

describe("the large scenario's snapshot", () => {
  it('a reload takes the kept data instead of seeding again, with the calls journaled since replayed on top', async () => {
    const storage = browserStorage('code-1');
    configureLarge({ factor: FACTOR });
    await attachPersistence(storage.adapter(), 'large');
    await dbReady();
    const seeds = seedingStats.seeds;
    // The page asks for its rows; once it is quiet the snapshot is written.
    expect((await callOperation('listPayments', { query: { size: 30 } })).status).toBe(200);
    await snapshotWritten();
    // In parts: 2,000 payments in four.
    expect([...storage.kept.keys()]).toEqual(expect.arrayContaining(['large-snapshot', 'large-snapshot:3']));
    const created = await createPayment(17.5);
    expect(created.status).toBe(200);
    const before = getDb().payments.find((payment) => payment.purpose === PURPOSE);
    const customers = getDb().debitors.length;

    await reload(storage.adapter());
    expect(seedingStats).toMatchObject({ seeds, fromSnapshot: true });
    expect(getDb().scenario).toBe('large');
    expect(getDb().payments).toHaveLength(LARGE_COUNTS.payments * FACTOR + 1);
    expect(getDb().debitors).toHaveLength(customers);
    expect(getDb().payments.find((payment) => payment.purpose === PURPOSE)).toEqual(before);
    // The lists answer from indexes built again, the search too.
    const found = await callOperation('listPayments', { query: { search: PURPOSE, size: 5 } });
    expect((found.body as { _embedded: { payments: { id: string }[] } })._embedded.payments).toEqual([
      expect.objectContaining({ id: before?.id }),
    ]);

    // Other mock code: the snapshot is not taken, the scenario is seeded again (the write kept).
    await reload(storage.adapter('code-2'));
    expect(seedingStats).toMatchObject({ seeds: seeds + 1, fromSnapshot: false });
    expect(getDb().payments.find((payment) => payment.purpose === PURPOSE)).toEqual(before);
  });
});

describe('a reload from the snapshot, read a collection at a time', () => {
  it('answers the payments while the credits are still read; a call for credits and a write wait for them', async () => {
    const storage = await seededAndKept();
    const payments = getDb().payments.length;
    const creditCount = getDb().credits.length;
    expect(creditCount).toBeGreaterThan(100);
    const credits = storage.hold('credits');
    expect(credits.keys.size).toBeGreaterThan(1);

    detachPersistence();
    resetDb('default');
    await attachPersistence(storage.adapter());
    // The page's list is answered from the snapshot while the credits are held back.
    const list = (await callOperation('listPayments', { query: { size: 30, page: 3 } })) as Page<unknown>;
    expect(list.status).toBe(200);
    expect(list.body.page.totalElements).toBe(payments);
    expect(seedingStats.fromSnapshot).toBe(true);
    await credits.asked;
    let creditsAnswered = false;
    const creditList = callOperation('listCredits', { query: { size: 5 } }).then((answer) => {
      creditsAnswered = true;
      return answer as Page<unknown>;
    });
    let written = false;
    const created = createPayment(9).then((answer) => {
      written = true;
      return answer;
    });
    await settle();
    expect({ creditsAnswered, written }).toEqual({ creditsAnswered: false, written: false });

    credits.release();
    expect((await creditList).body.page.totalElements).toBe(creditCount);
    expect((await created).status).toBe(200);
    await dbReady();
    expect(getDb().payments).toHaveLength(payments + 1);
    // The write was journaled: the next load has it on top of the snapshot.
    await reload(storage.adapter());
    expect(getDb().payments.filter((payment) => payment.purpose === PURPOSE)).toHaveLength(1);
  });
});

describe('a reset while the snapshot is read', () => {
  it('does not replay the old journal onto the fresh data', async () => {
    const storage = await seededAndKept();
    expect((await createPayment(5)).status).toBe(200);
    const payments = getDb().payments.length;
    const credits = storage.hold('credits');

    detachPersistence();
    resetDb('default');
    const loading = attachPersistence(storage.adapter());
    await credits.asked;
    resetDb('large');
    credits.release();
    await loading;
    await dbReady();
    expect(getDb().payments).toHaveLength(payments - 1);
    expect(getDb().payments.filter((payment) => payment.purpose === PURPOSE)).toEqual([]);
  });
});

describe('a snapshot that cannot be read', () => {
  it('is given up for a seeding, and a call waiting for it is answered from the seeded data', async () => {
    const storage = await seededAndKept();
    const seeds = seedingStats.seeds;
    // The part of the payments holding the newest (the first page's) is lost.
    const { parts, slot } = storage.kept.get('large-snapshot') as SnapshotHeader;
    storage.kept.delete(part(parts.indexOf('payments'), slot));

    detachPersistence();
    resetDb('default');
    await attachPersistence(storage.adapter());
    const list = (await callOperation('listPayments', { query: { size: 5 } })) as Page<unknown>;
    expect(list.body.page.totalElements).toBe(LARGE_COUNTS.payments * FACTOR);
    expect(seedingStats).toMatchObject({ seeds: seeds + 1, fromSnapshot: false });
  });
});

describe('the rest of the snapshot, read at idle moments', () => {
  it('is read at once when a write waits for it, even if the page is never idle', async () => {
    const storage = await seededAndKept();
    const payments = getDb().payments.length;
    const payer = onlinePayer();
    // A page that is never idle: what nobody asked for would wait for ever.
    vi.stubGlobal('requestIdleCallback', () => 0);
    try {
      detachPersistence();
      resetDb('default');
      await attachPersistence(storage.adapter());
      expect((await callOperation('listPayments', { query: { size: 30 } })).status).toBe(200);
      const created = await createPayment(3, payer);
      expect(created.status).toBe(200);
      expect(getDb().payments).toHaveLength(payments + 1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the snapshot on a page that is never idle', () => {
  it('is kept before a seeding page answers, and again once its writes pause: a reload replays none', async () => {
    // A page that is never idle (it renders, builds its search values): the snapshot waits for nothing.
    vi.stubGlobal('requestIdleCallback', () => 0);
    try {
      const storage = browserStorage('code-1');
      configureLarge({ factor: FACTOR });
      await attachPersistence(storage.adapter(), 'large');
      expect((await callOperation('listPayments', { query: { size: 30 } })).status).toBe(200);
      // Kept by the time of the first answer: a reload right after the rows finds it.
      expect(storage.kept.get('large-snapshot')).toMatchObject({ journalLength: 0 });

      expect((await createPayment(4)).status).toBe(200);
      await snapshotSettled();
      expect(storage.kept.get('large-snapshot')).toMatchObject({ journalLength: 1 });
      const { seeds, replayed } = seedingStats;
      await reload(storage.adapter());
      expect(seedingStats).toMatchObject({ seeds, replayed, fromSnapshot: true });
      expect(getDb().payments.filter((payment) => payment.purpose === PURPOSE)).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
