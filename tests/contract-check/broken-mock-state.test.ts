/**
 * The contract check against a mock backend with one defect seeded at a time, each a way a
 * backend can misbehave that the earlier checks let through: refused creates, a deleted record
 * still listed or still updatable, a field that is not kept, writes without a valid token, a read
 * of a record just created that answers 404. Each must fail the run under the operation that
 * failed; the mock without the defect passes the same run (against-mock.test.ts, test:contract).
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, tokenEmail } from '../../mocks/auth';
import { getDb } from '../../mocks/db/store';
import type { RunOptions } from '../../scripts/contract-check/run.ts';
import {
  changedDescription,
  listedWithAnyToken,
  normal,
  problem,
  refusedCreate,
  updatedAfterDelete,
} from './defects';
import { checkMock, failedChecks, pauseInterception } from './mock-server';

pauseInterception();

const WRITES: Partial<RunOptions> = { unsafe: true, stateful: true };

/** The failing checks of the first failed result of an operation whose phase starts so. */
const failed = (results: Awaited<ReturnType<typeof checkMock>>['results'], id: string, phase: string) => {
  const result = results.find(
    (r) => r.operationId === id && r.phase.startsWith(phase) && r.verdict === 'FAIL',
  );
  return failedChecks(results, id, result?.phase ?? phase);
};

const products = (extra: RequestHandler[], options: Partial<RunOptions> = WRITES) =>
  checkMock(extra, ['products'], options);

describe('the contract check against a mock with one defect seeded', () => {
  it('fails a create that refuses the contract’s valid example (positive_data_acceptance)', async () => {
    const report = await products(refusedCreate());
    expect(failed(report.results, 'createProduct', 'stateful')).toMatchObject({
      positive_data_acceptance: [
        { at: '#1 createProduct status', got: expect.stringMatching(/^400 .*Validation errors/) },
      ],
    });
    expect(failed(report.results, 'createProduct', 'flow products').positive_data_acceptance).toHaveLength(1);
    expect(report.exitCode).toBe(1);
    // --allow-refusals lets a backend refuse: the chains are skipped again, the run passes.
    const allowed = await products(refusedCreate(), { ...WRITES, allowRefusals: true });
    expect(allowed.exitCode).toBe(0);
  }, 60000);

  it('fails a deleted record that is still listed while its read answers 404 (use_after_free)', async () => {
    const deleted: unknown[] = [];
    const report = await products([
      http.delete(api('/products/:id'), ({ params }) => {
        deleted.push(getDb().products.find((product) => product.id === params.id));
        return undefined;
      }),
      http.get(api('/products'), async ({ request }) => {
        const { status, json } = await normal(request);
        const embedded = json._embedded as { products: unknown[] } | undefined;
        if (embedded) embedded.products = [...deleted.filter(Boolean), ...embedded.products];
        return HttpResponse.json(json, { status });
      }),
    ]);
    const checks = failed(report.results, 'listProducts', 'stateful');
    expect(checks.use_after_free?.[0]).toMatchObject({
      at: expect.stringMatching(/ listProducts list$/),
      got: 'still listed',
    });
  }, 60000);

  it('fails a field the contract does not list as echoed that comes back changed (changes_persisted)', async () => {
    const report = await products(changedDescription());
    const checks = failed(report.results, 'getProduct', 'stateful');
    expect(checks.ensure_resource_availability?.[0]).toMatchObject({
      at: '#2 getProduct /description',
      got: '"Changed by the backend"',
    });
    expect(checks.changes_persisted?.[0]).toMatchObject({
      at: expect.stringMatching(/getProduct \/description$/),
    });
  }, 60000);

  it('fails an update of a deleted record that answers 200 (use_after_free)', async () => {
    const report = await products(updatedAfterDelete());
    expect(failed(report.results, 'updateProduct', 'stateful').use_after_free?.[0]).toMatchObject({
      expected: '404 for the deleted record',
      got: '200',
    });
  }, 60000);

  it('fails writes carried out without a valid token, in a run without the stateful pass (auth_required)', async () => {
    const report = await products(
      [
        http.post(api('/products'), ({ request }) =>
          tokenEmail(request) ? undefined : HttpResponse.json(getDb().products[0]),
        ),
      ],
      { unsafe: true },
    );
    const at = (label: string) => ({ at: `[${label}] status`, expected: '401 or 403', got: '200' });
    expect(failed(report.results, 'createProduct', 'auth').auth_required).toEqual([
      at('no token'),
      at('an invalid token'),
      at('an expired token'),
    ]);
    // A read that takes any token at all is found in a read-only run.
    const reads = await products(listedWithAnyToken(), {});
    expect(failed(reads.results, 'listProducts', 'auth').auth_required).toEqual([
      at('an invalid token'),
      at('an expired token'),
    ]);
  }, 60000);

  it('fails the write flow when its read of the record just created answers 404', async () => {
    const seeded = new Set(getDb().products.map((product) => product.id));
    const report = await products(
      [
        http.get(api('/products/:id'), ({ params }) =>
          seeded.has(String(params.id)) ? undefined : problem(404, 'Product not found'),
        ),
      ],
      { unsafe: true },
    );
    expect(
      failed(report.results, 'getProduct', 'flow products').ensure_resource_availability?.[0],
    ).toMatchObject({
      got: '404',
    });
  }, 60000);
});
