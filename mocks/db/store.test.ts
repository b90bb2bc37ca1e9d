import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from './schema';
import { attachPersistence, detachPersistence, forgetDb, getDb, resetDb, saveSoon } from './store';

/** A persistence whose writes finish when the test says so. */
const controlledPersistence = () => {
  const writes: { snapshot: Db; finish: () => void }[] = [];
  return {
    writes,
    adapter: {
      load: () => Promise.resolve(undefined),
      save: (db: Db) =>
        new Promise<void>((resolve) => {
          writes.push({ snapshot: structuredClone(db), finish: resolve });
        }),
      clear: () => Promise.resolve(),
    },
  };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('saving the mock database', () => {
  // The node tests share their modules: the next file must find the database in memory only.
  afterEach(() => {
    detachPersistence();
    resetDb('default');
  });

  it('answers a change only after a write that holds it, and coalesces changes made meanwhile', async () => {
    const { writes, adapter } = controlledPersistence();
    const attaching = attachPersistence(adapter, 'default');
    await settle();
    writes.splice(0).forEach((write) => write.finish()); // the seed written on attach
    await attaching;

    let firstSaved = false;
    getDb().scenario = 'first';
    void saveSoon().then(() => (firstSaved = true));
    await settle();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.snapshot.scenario).toBe('first');

    // Two more changes while the first write runs wait for one further write with both.
    let laterSaved = 0;
    getDb().scenario = 'second';
    void saveSoon().then(() => (laterSaved += 1));
    getDb().scenario = 'third';
    void saveSoon().then(() => (laterSaved += 1));
    await settle();
    expect(writes).toHaveLength(1);
    expect(firstSaved).toBe(false);

    writes[0]?.finish();
    await settle();
    expect(firstSaved).toBe(true);
    expect(laterSaved).toBe(0);
    expect(writes).toHaveLength(2);
    expect(writes[1]?.snapshot.scenario).toBe('third');

    writes[1]?.finish();
    await settle();
    expect(laterSaved).toBe(2);
  });
});

describe('forgetting the mock database (the reset after each test)', () => {
  it('reads as a fresh copy of the default seed afterwards, the change made before it gone', () => {
    const before = getDb();
    const members = before.teamMembers.length;
    before.teamMembers.pop();
    forgetDb();
    const after = getDb();
    expect(after).not.toBe(before);
    expect(after.scenario).toBe('default');
    expect(after.teamMembers).toHaveLength(members);
    expect(after).toEqual(resetDb('default'));
  });
});
