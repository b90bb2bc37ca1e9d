import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperation, type CallOptions } from '../test-helpers';
import { markChanged, setIndexThreshold } from './indexes';
import { configureLarge, dbReady, getDb, resetDb } from './store';

/** The same call answered by the scan and by the indexes. */
const bothWays = async (operationId: string, options: CallOptions) => {
  setIndexThreshold(Number.POSITIVE_INFINITY);
  const scanned = await callOperation(operationId, options);
  setIndexThreshold(0);
  const indexed = await callOperation(operationId, options);
  expect(scanned.status, `${operationId} ${JSON.stringify(options)}: ${scanned.text}`).toBe(200);
  return { scanned: scanned.body, indexed: indexed.body };
};

const expectAlike = async (operationId: string, options: CallOptions) => {
  const { scanned, indexed } = await bothWays(operationId, options);
  expect(indexed).toEqual(scanned);
  return indexed as { page: { totalElements: number } };
};

describe('list indexes against the scan (large scenario at 1%)', () => {
  beforeAll(async () => {
    configureLarge({ factor: 0.01, budget: 1000 });
    resetDb('large');
    await dbReady();
  });
  afterAll(() => {
    setIndexThreshold(2_000);
    resetDb('default');
  });

  const customerName = () => getDb().debitors[120]?.lastName ?? '';
  const customerId = () => getDb().payments[40]?.debitorRef ?? '';
  /** Searches the index answers from its values: inside a word, in another case, with umlauts. */
  const searches = () => {
    const db = getDb();
    const name = customerName();
    const umlaut = db.debitors.map((debitor) => debitor.lastName ?? '').find((last) => /[äöüß]/i.test(last));
    const payment = db.payments[77];
    if (!umlaut || !payment) throw new Error('no name with an umlaut or no payment');
    return [
      name.slice(1, -1),
      name.toUpperCase(),
      umlaut.toUpperCase(),
      umlaut.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u'),
      `${db.debitors[120]?.firstName ?? ''} ${name}`,
      payment.id.slice(-7).toUpperCase(),
      '   ',
    ];
  };

  it('answers pages, filters, search and other orders alike for every indexed list', async () => {
    const lists: [string, Record<string, unknown>[]][] = [
      [
        'listPayments',
        [
          {},
          { page: 7, size: 25 },
          { page: 999, size: 100 },
          { states: 'PENDING' },
          { states: ['COMPLETED', 'ERROR'], size: 50, page: 2 },
          { search: customerName() },
          { search: `${customerName()} beitrag` },
          ...searches().map((search) => ({ search })),
          { debitorId: customerId(), size: 1 },
          {
            states: 'COMPLETED',
            search: 'a',
            startDate: '2026-01-01T00:00:00.000Z',
            endDate: '2026-06-30T23:59:59.999Z',
          },
          { sort: 'createdDateTimeUTC,asc', size: 30, page: 4 },
          { sort: 'createdDateTimeUTC,asc', states: 'PENDING' },
          { paymentMethod: 'DIRECT_DEBIT', states: 'PENDING', size: 20, page: 1 },
          { paymentMethod: ['ONLINE_PAYMENT', 'DIRECT_DEBIT'], search: customerName() },
          { paymentMethod: 'ONLINE_PAYMENT', debitorId: customerId() },
        ],
      ],
      [
        'listDebitors',
        [
          {},
          { page: 3, size: 20 },
          { search: customerName() },
          { search: 'GMBH' },
          ...searches().map((search) => ({ search })),
          { sort: ['lastName,asc', 'firstName,asc'], page: 2, size: 25 },
          { sort: ['lastName,asc', 'firstName,asc'], search: 'ma' },
          { onboardingState: 'ONBOARDING_PENDING', size: 20, page: 1 },
          { onboardingState: ['ONBOARDING_COMPLETED'], search: 'a' },
          { onboardingState: 'ONBOARDING_PENDING', sort: ['lastName,asc', 'firstName,asc'] },
        ],
      ],
      [
        'listInvoices',
        [
          {},
          { statuses: 'OPEN', size: 50 },
          { search: 'RE-2026' },
          { search: 'e-2026-00' },
          { debitorRef: customerId(), size: 1 },
          ...searches().map((search) => ({ search })),
        ],
      ],
      ['listInstalmentPlans', [{}, { statuses: ['RUNNING', 'DRAFT'] }, { search: customerName() }]],
      ['listSubscriptions', [{}, { statuses: 'ACTIVE', size: 1 }, { search: customerName() }]],
      ['listCredits', [{}, { statuses: 'SENT' }, { search: customerName() }]],
      ['listCreditNotes', [{}, { statuses: 'OPEN' }, { search: 'GS-' }]],
      ['listCheckouts', [{}, { states: 'CLOSED' }, { search: customerName() }]],
    ];
    for (const [operationId, queries] of lists)
      for (const query of queries) await expectAlike(operationId, { query: query as CallOptions['query'] });
    await expectAlike('listDebitorTransactions', { params: { id: customerId() }, query: { size: 5 } });
    await expectAlike('getTenantStats', {});
  });

  it('stays alike after records are created, changed, replaced and deleted', async () => {
    const db = getDb();
    const [first, second] = db.payments;
    const deleted = db.payments[6];
    if (!first || !second || !deleted) throw new Error('no payments');
    const oldPurpose = first.purpose ?? '';
    // Created (through the API), changed in place, replaced, deleted.
    const debitor = db.debitors.find(
      (candidate) => candidate.paymentMethod === 'ONLINE_PAYMENT' && candidate.firstName,
    );
    const created = await callOperation('createPayment', {
      body: {
        amount: 12,
        purpose: 'Zauberwort',
        paymentType: 'PAYMENT_REQUEST',
        debitorId: debitor?.id,
        paymentMethod: 'ONLINE_PAYMENT',
      },
    });
    expect(created.status).toBe(200);
    first.state = 'CANCELLED';
    first.purpose = 'Zauberwort alt';
    db.payments = db.payments.map((payment) =>
      payment === second ? { ...payment, state: 'ERROR' as const } : payment,
    );
    db.payments.splice(5, 3);
    db.debitors = db.debitors.map((candidate) =>
      candidate.id === first.debitorRef ? { ...candidate, companyName: 'Zauberwort AG' } : candidate,
    );
    markChanged();
    const byNameQuery = { sort: ['lastName,asc', 'firstName,asc'], size: 3 };
    await expectAlike('listDebitors', { query: byNameQuery });
    const renamed = db.debitors[3];
    if (renamed) renamed.lastName = 'Aaaberg';
    markChanged();
    const byName = await expectAlike('listDebitors', { query: byNameQuery });
    expect(JSON.stringify(byName)).toContain('Aaaberg');
    const found = await expectAlike('listPayments', { query: { search: 'zauberwort' } });
    expect(found.page.totalElements).toBeGreaterThanOrEqual(2);
    // The changed company name is found through the payments' customer, the old texts no more.
    const company = await expectAlike('listPayments', { query: { search: 'ZAUBERWORT AG' } });
    expect(company.page.totalElements).toBeGreaterThanOrEqual(1);
    const gone = await expectAlike('listPayments', { query: { search: deleted.id } });
    expect(gone.page.totalElements).toBe(0);
    await expectAlike('listPayments', { query: { search: oldPurpose } });
    await expectAlike('listDebitors', { query: { search: 'aaaberg' } });
    for (const query of [{}, { states: 'CANCELLED' }, { states: 'ERROR', size: 100 }, { page: 3, size: 7 }])
      await expectAlike('listPayments', { query });
    await expectAlike('getTenantStats', {});
    // Deleted and changed once the index is up to date: its entries of them are left behind.
    const [later, changed] = [db.payments[20], db.payments[30]];
    if (!later || !changed) throw new Error('no payments');
    const purpose = changed.purpose ?? '';
    db.payments.splice(20, 1);
    changed.purpose = 'Hokuspokus';
    markChanged();
    const removed = await expectAlike('listPayments', { query: { search: later.id } });
    expect(removed.page.totalElements).toBe(0);
    await expectAlike('listPayments', { query: { search: purpose } });
    const hokuspokus = await expectAlike('listPayments', { query: { search: 'HOKUSPOKUS' } });
    expect(hokuspokus.page.totalElements).toBe(1);
  });
});
