/**
 * The stateful pass: the contract's links (every create leads to its read), the chains built from
 * them, and the pass against the mock backend, clean and with seeded defects (a delete that keeps
 * the record, a create whose record never appears, an update that is not kept).
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/auth';
import { buildChains, createsWithoutRead } from '../../scripts/contract-check/chains.ts';
import { loadContract, readContract } from '../../scripts/contract-check/contract.ts';
import { formatReport } from '../../scripts/contract-check/report.ts';
import { checkMock, failedChecks, guarded, pauseInterception } from './mock-server';

pauseInterception();
const contract = loadContract();

/** Creates: POSTs named create... on a collection whose success answer is a JSON record. */
const creates = contract.ops.filter(
  (op) =>
    op.method === 'POST' &&
    op.operationId.startsWith('create') &&
    !op.path.includes('{') &&
    Object.entries(op.responses).some(([status, spec]) => /^2/.test(status) && spec.contentTypes.length),
);
/** Starts a bank connection in a third-party widget: no record exists until it is completed. */
const NOT_A_RECORD = ['createBankConnection'];

describe('the contract links', () => {
  it('leads every create to its read (or its list where it has no read of its own)', () => {
    const ids = creates.map((op) => op.operationId).filter((id) => !NOT_A_RECORD.includes(id));
    expect(ids.length).toBeGreaterThanOrEqual(11);
    const withoutLinks = ids.filter((id) => !contract.ops.find((op) => op.operationId === id)?.links.length);
    expect(withoutLinks).toEqual([]);
    expect(createsWithoutRead(contract.ops)).toEqual([]);
  });

  it('notices a create whose links lead to no read', () => {
    const doc = structuredClone(contract.doc) as {
      paths: Record<string, Record<string, { responses: Record<string, { links?: unknown }> }>>;
    };
    const links = doc.paths['/webhooks']!.post!.responses['200']!.links as Record<string, unknown>;
    delete links.listWebhooks;
    expect(createsWithoutRead(readContract(doc).ops)).toEqual(['createWebhook']);
  });

  it('builds the lifecycle, action and linked-create chains from them', () => {
    const names = buildChains(contract.ops).map((chain) => chain.name);
    expect(names).toContain(
      'createDebitor -> getDebitor -> listDebitors -> searchDebitors -> listDebitorTransactions -> ' +
        'getDebitorStats -> updateDebitor -> getDebitor -> deleteDebitor -> getDebitor -> listDebitors -> ' +
        'searchDebitors -> updateDebitor -> deleteDebitor',
    );
    expect(names).toContain('createDebitor -> createInvoice -> finalizeInvoice -> getInvoice');
    expect(names).toContain(
      'createDebitor -> createInstalmentPlan -> startInstalmentPlan -> listInstalmentPlans',
    );
    expect(names).toContain('createProduct -> createPaylink -> listPaylinks');
    expect(names).toContain('createApiKey -> listApiKeys -> deleteApiKey -> listApiKeys -> deleteApiKey');
  });
});

const run = (extraHandlers: RequestHandler[] = []) =>
  checkMock(extraHandlers, ['products', 'paylinks'], { unsafe: true, stateful: true });

const LIFECYCLE =
  'stateful: createProduct -> getProduct -> listProducts -> checkProductDeleteEligibility -> updateProduct -> getProduct -> deleteProduct -> getProduct -> listProducts -> updateProduct -> deleteProduct';

const product = {
  id: 'ghost-product',
  name: 'Spende Tafel Berlin',
  productType: 'DONATION',
  price: 5,
  billingType: 'ONE_TIME',
};

describe('the stateful pass against the mock backend', () => {
  it('walks every chain of the products and payment links without a failure', async () => {
    const report = await run();
    const rows = report.results.filter((r) => r.phase.startsWith('stateful'));
    expect(rows.map((r) => [r.phase, r.verdict])).toEqual([
      [LIFECYCLE, 'PASS'],
      ['stateful: createProduct -> createPaylink -> listPaylinks', 'PASS'],
      [
        'stateful: createProduct -> createPaylink -> listPaylinks -> updatePaylink -> listPaylinks -> deletePaylink -> listPaylinks -> updatePaylink -> deletePaylink',
        'PASS',
      ],
    ]);
    // 11 + 3 + 9 calls.
    expect(report.stateful).toEqual({ chains: 3, walked: 3, failed: 0, steps: 23 });
    const checks = Object.fromEntries(rows[0]!.checks.map((c) => [c.name, c.verdict]));
    expect(checks).toMatchObject({
      ensure_resource_availability: 'pass',
      changes_persisted: 'pass',
      use_after_free: 'pass',
    });
  });

  it('fails use_after_free when a deleted record stays readable, once, with the whole sequence', async () => {
    const keep = http.delete(
      api('/products/:id'),
      guarded(() => new HttpResponse(null, { status: 200 })),
    );
    const report = await run([keep]);
    // Filed under the step that failed first: the read after the delete.
    expect(failedChecks(report.results, 'getProduct', LIFECYCLE)).toEqual({
      use_after_free: expect.arrayContaining([
        { at: '#8 getProduct status', expected: '404 for the deleted record', got: '200' },
        {
          at: '#9 listProducts list',
          expected: expect.stringMatching(/^no item with id /),
          got: 'still listed',
        },
        { at: '#10 updateProduct status', expected: '404 for the deleted record', got: '200' },
      ]),
    });
    expect(report.results.filter((r) => r.phase === LIFECYCLE)).toHaveLength(1);
    const text = formatReport(report);
    for (const step of ['#1 curl -sS -i -X POST', '#7 curl -sS -i -X DELETE', '#8 curl -sS -i -X GET'])
      expect(text).toContain(step);
    expect(report.exitCode).toBe(1);
  });

  it('fails ensure_resource_availability when a created record never appears', async () => {
    const ghost = http.post(
      api('/products'),
      guarded(() => HttpResponse.json(product)),
    );
    const report = await run([ghost]);
    const failed = failedChecks(report.results, 'getProduct', LIFECYCLE);
    expect(failed.ensure_resource_availability).toEqual([
      { at: '#2 getProduct status', expected: '2xx for the record', got: '404' },
      {
        at: '#3 listProducts list',
        expected: 'an item with id ghost-product',
        got: expect.stringMatching(/^not among \d+ items$/),
      },
    ]);
  });

  it('fails changes_persisted when an update is answered but not kept', async () => {
    const forget = http.put(
      api('/products/:id'),
      guarded(() => HttpResponse.json({ ...product, name: 'Spende Tafel Berlin (geändert)' })),
    );
    const report = await run([forget]);
    // Every field the update changed is held, not only the link's x-change.
    expect(failedChecks(report.results, 'getProduct', LIFECYCLE).changes_persisted).toEqual(
      expect.arrayContaining([
        {
          at: '#6 getProduct /name',
          expected: '"Spende Tafel Berlin (geändert)" as sent',
          got: '"Spende Tafel Berlin"',
        },
        expect.objectContaining({
          at: '#6 getProduct /description',
          got: expect.stringMatching(/Tafel\."$/),
        }),
      ]),
    );
  });
});
