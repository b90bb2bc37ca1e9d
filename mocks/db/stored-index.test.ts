import { afterEach, describe, expect, it } from 'vitest';
import { callOperation } from '../test-helpers';
import { part, snapshotWritten, type SnapshotHeader } from './large-snapshot';
import { createPayment, PURPOSE, reload, seededAndKept, type Page } from './snapshot-test-storage';
import { attachPersistence, dbReady, detachPersistence, getDb, resetDb, seedingStats } from './store';

afterEach(() => {
  detachPersistence();
  resetDb('default');
});

type Payments = Page<{ id: string; purpose?: string }>;
type Query = Record<string, string | number | string[] | undefined>;
const listPayments = (query: Query) => callOperation('listPayments', { query }) as Promise<Payments>;

/** The page load after a reload: the database gone, the snapshot's header read, nothing else. */
const reloadPage = async (storage: Awaited<ReturnType<typeof seededAndKept>>) => {
  detachPersistence();
  resetDb('default');
  storage.reads.length = 0;
  await attachPersistence(storage.adapter());
};

const PAYMENTS_FIRST = 'the payments were read first';
/** The answer, unless the payments' parts (held back) were asked for before it came. */
const beforePayments = async <T>(answer: Promise<T>, asked: Promise<void>) => {
  const first = await Promise.race([answer, asked.then(() => PAYMENTS_FIRST)]);
  expect(first).not.toBe(PAYMENTS_FIRST);
  return first as T;
};

/** The keys of the parts read one at a time (for a page), not with their collection. */
const partsReadAlone = (reads: string[]) =>
  reads.flatMap((read) => (read.startsWith('get large-snapshot:') ? [read.slice(4)] : []));

describe("a reload answers a list's page from the index kept in the snapshot", () => {
  it('before the payments are read: only the part holding the page is read for it', async () => {
    const storage = await seededAndKept();
    const query = { states: 'PENDING', size: 30, page: 3 };
    const expected = await listPayments(query);
    expect(expected.body._embedded?.payments).toHaveLength(30);
    const header = storage.kept.get('large-snapshot') as SnapshotHeader;
    const paymentParts = header.parts.flatMap((name, index) =>
      name === 'payments' ? [part(index, header.slot)] : [],
    );
    expect(paymentParts.length).toBe(20);
    const payments = storage.hold('payments');

    await reloadPage(storage);
    // Before the page asks, nothing but the header is read: the portal's start has the thread.
    expect(storage.reads).toEqual(['get large-snapshot']);
    const answer = await beforePayments(listPayments(query), payments.asked);
    expect(answer.body).toEqual(expected.body);
    const alone = partsReadAlone(storage.reads);
    expect(alone.length).toBeGreaterThan(0);
    expect(alone.length).toBeLessThanOrEqual(2);
    expect(paymentParts).toEqual(expect.arrayContaining(alone));

    // Read in full (a write or dbReady waits for it), the index answers alike.
    payments.release();
    await dbReady();
    expect((await listPayments(query)).body).toEqual(expected.body);
  });

  it('alike for the lists its layout can answer; a search waits for the payments', async () => {
    const storage = await seededAndKept();
    const counts = new Map<string, number>();
    for (const { state } of getDb().payments) counts.set(state, (counts.get(state) ?? 0) + 1);
    const [first, second] = [...counts].sort((a, b) => b[1] - a[1]).map(([state]) => state);
    const customer = getDb().payments.find(
      (payment) => getDb().payments.filter((other) => other.debitorRef === payment.debitorRef).length > 1,
    )?.debitorRef;
    expect(customer).toBeDefined();
    const queries: Query[] = [
      { size: 10 },
      { size: 30, page: 4 },
      { size: 1, states: [first ?? '', second ?? ''] },
      { size: 50, page: 1, statuses: [second ?? '', first ?? ''] },
      { size: 5, debitorRef: customer },
      { size: 30, page: 1000 },
      { size: 20, sort: 'createdDateTimeUTC,desc', states: first },
    ];
    const expected = await Promise.all(queries.map(listPayments));
    const payments = storage.hold('payments');

    await reloadPage(storage);
    const answers = await beforePayments(Promise.all(queries.map(listPayments)), payments.asked);
    answers.forEach((answer, index) => expect(answer.body).toEqual(expected[index]?.body));
    // A search asks for the payments (held back): it is answered once they are read.
    let searched = false;
    const search = listPayments({ search: 'a', size: 5 }).then((answer) => {
      searched = true;
      return answer;
    });
    await payments.asked;
    expect(searched).toBe(false);
    payments.release();
    expect((await search).status).toBe(200);
  });
});

describe('a load that replayed journal entries', () => {
  it('writes the snapshot again, so the next reload answers from it without replaying', async () => {
    const storage = await seededAndKept();
    expect((await createPayment(12)).status).toBe(200);

    // This load replays the payment created on top of the snapshot, then keeps it in a new one.
    await reload(storage.adapter());
    expect((await listPayments({ size: 5 })).status).toBe(200);
    await snapshotWritten();
    const header = storage.kept.get('large-snapshot') as SnapshotHeader;
    expect({ journalLength: header.journalLength, slot: header.slot }).toEqual({ journalLength: 1, slot: 1 });
    // The parts of the last snapshot are gone.
    expect(
      [...storage.kept.keys()].filter((key) => key.startsWith(part(0).slice(0, -1)) && !key.includes(':b:')),
    ).toEqual([]);

    const expected = await listPayments({ size: 5, page: 2 });
    expect(expected.body.page.totalElements).toBe(getDb().payments.length);
    expect(getDb().payments.filter((payment) => payment.purpose === PURPOSE)).toHaveLength(1);

    const payments = storage.hold('payments');
    await reloadPage(storage);
    const answer = await beforePayments(listPayments({ size: 5, page: 2 }), payments.asked);
    // The payment created is counted: the kept layout holds it.
    expect(answer.body).toEqual(expected.body);
    payments.release();
  });

  it('a reload while the new one is written takes the last one, with the journal replayed on top', async () => {
    const storage = await seededAndKept();
    const seeds = seedingStats.seeds;
    expect((await createPayment(12)).status).toBe(200);
    const writing = storage.holdWrites();
    await reload(storage.adapter());
    expect((await listPayments({ size: 5 })).status).toBe(200);
    // The page is left while its parts are written.
    await writing.asked;
    await reload(storage.adapter());
    expect(seedingStats).toMatchObject({ seeds, fromSnapshot: true });
    expect(getDb().payments.filter((payment) => payment.purpose === PURPOSE)).toHaveLength(1);
    writing.release();
  });
});
