import { afterAll, describe, expect, it } from 'vitest';
import { handlers } from '../../handlers';
import { replayJournal } from '../../lib/replay';
import { callOperation } from '../../test-helpers';
import { seedDb } from './index';
import { LARGE_COUNTS, seedLarge } from './large';
import type { Db } from '../schema';
import {
  attachPersistence,
  configureLarge,
  dbReady,
  detachPersistence,
  getDb,
  isJournal,
  resetDb,
  type JournalState,
} from '../store';

const DAY = Date.parse('2026-11-27T00:00:00.000Z');
const FACTOR = 0.01;

const large = () => {
  const db = seedDb('large');
  const steps = seedLarge(db, { factor: FACTOR, day: DAY, chunk: 100 });
  let yields = 0;
  while (!steps.next().done) yields += 1;
  return { db, yields };
};

describe('the large scenario', () => {
  afterAll(() => {
    detachPersistence();
    resetDb('default');
  });

  it('is the same database for the same day, in steps, with the counts of its size', () => {
    const first = large();
    expect(large().db).toEqual(first.db);
    expect(first.yields).toBeGreaterThan(20);
    const { db } = first;
    expect(db.debitors).toHaveLength(LARGE_COUNTS.debitors * FACTOR);
    expect(db.payments).toHaveLength(LARGE_COUNTS.payments * FACTOR);
    expect(db.invoices).toHaveLength(LARGE_COUNTS.invoices * FACTOR);
    expect(db.instalmentPlans).toHaveLength(LARGE_COUNTS.instalmentPlans * FACTOR);
    // Every reference to a customer is to one that exists; ids are unique; dates not after the day.
    const customers = new Set(db.debitors.map((debitor) => debitor.id));
    expect(db.payments.every((payment) => customers.has(payment.debitorRef ?? ''))).toBe(true);
    expect(db.invoices.every((invoice) => customers.has(invoice.debitor?.id ?? ''))).toBe(true);
    expect(new Set(db.payments.map((payment) => payment.id)).size).toBe(db.payments.length);
    const numbers = db.invoices.flatMap((invoice) => (invoice.invoiceNumber ? [invoice.invoiceNumber] : []));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(db.payments.every((payment) => Date.parse(payment.createdDateTimeUTC) <= DAY + 86_400_000)).toBe(
      true,
    );
    // The states spread as the default's: overdue invoices and payments in trouble are there.
    expect(new Set(db.payments.map((payment) => payment.state)).size).toBeGreaterThanOrEqual(9);
    for (const status of ['OPEN', 'REMINDED', 'IN_DUNNING', 'PAID'] as const)
      expect(db.invoices.some((invoice) => invoice.status === status)).toBe(true);
  });

  it('keeps a change across a reload: the day and the journal, replayed at the time of the call', async () => {
    let kept: Db | JournalState | undefined;
    const adapter = {
      load: () => Promise.resolve(kept),
      save: (stored: Db | JournalState) => {
        kept = structuredClone(stored);
        return Promise.resolve();
      },
      clear: () => Promise.resolve(),
      replay: (journal: JournalState['journal']) => replayJournal(handlers, journal),
    };
    configureLarge({ factor: FACTOR });
    await attachPersistence(adapter, 'large');
    await dbReady();
    const debitor = getDb().debitors.find((candidate) => candidate.paymentMethod === 'ONLINE_PAYMENT');
    const created = await callOperation('createPayment', {
      body: {
        amount: 17.5,
        purpose: 'Nach dem Neuladen noch da',
        paymentType: 'PAYMENT_REQUEST',
        debitorId: debitor?.id,
        paymentMethod: 'ONLINE_PAYMENT',
      },
    });
    expect(created.status).toBe(200);
    const before = getDb().payments.find((payment) => payment.purpose === 'Nach dem Neuladen noch da');
    expect(isJournal(kept)).toBe(true);
    expect(kept && isJournal(kept) ? kept.journal : []).toHaveLength(1);

    // A reload: the database goes, what was kept brings it back.
    detachPersistence();
    resetDb('default');
    await attachPersistence(adapter);
    await dbReady();
    expect(getDb().scenario).toBe('large');
    const after = getDb().payments.find((payment) => payment.purpose === 'Nach dem Neuladen noch da');
    expect(after).toEqual(before);
    expect(getDb().payments).toHaveLength(LARGE_COUNTS.payments * FACTOR + 1);
  });
});
