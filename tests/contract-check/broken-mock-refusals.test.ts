/**
 * The negative and the methods pass against a deliberately broken mock backend: a list that
 * takes any paging, one that fails with 500 on a page above the maximum (what a fuzzer found), a
 * 400 the contract does not declare or that carries no Problem, and a path that answers a method
 * the contract does not declare. Each break must be reported as the right failing check.
 */
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb } from '../../mocks/db/store';
import { loadContract } from '../../scripts/contract-check/contract.ts';
import { checkMock, failedChecks, guarded, pauseInterception } from './mock-server';

pauseInterception();

const check = checkMock;

const someCustomers = () => {
  const customers = getDb().debitors.slice(0, 2);
  return {
    _embedded: { debitors: customers },
    page: { size: 2, totalElements: 2, totalPages: 1, number: 0 },
  };
};

const tooLarge = (request: Request) => Number(new URL(request.url).searchParams.get('size')) > 1000;

describe('negative pass against a broken mock backend', () => {
  it('reports a list that answers 200 to paging outside the contract (negative_data_rejection)', async () => {
    const report = await check(
      [
        http.get(
          api('/debitors'),
          guarded(() => HttpResponse.json(someCustomers())),
        ),
      ],
      ['customers'],
    );
    const failed = failedChecks(report.results, 'listDebitors', 'negative');
    expect(failed.negative_data_rejection).toEqual(
      expect.arrayContaining([
        {
          at: '[query size above the maximum 1000] status',
          expected: '400 (the input breaks the contract)',
          got: '200',
        },
        {
          at: '[query page below the minimum 0] status',
          expected: '400 (the input breaks the contract)',
          got: '200',
        },
        {
          at: '[query sort an unknown enum value] status',
          expected: '400 (the input breaks the contract)',
          got: '200',
        },
      ]),
    );
    // The same list with valid input passes; only the refusal is missing.
    expect(report.results.find((r) => r.operationId === 'listDebitors')?.verdict).toBe('PASS');
    expect(report.exitCode).toBe(1);
  });

  it('reports a list that fails with 500 on a page above the maximum (not_server_error)', async () => {
    const report = await check(
      [
        http.get(api('/payments'), ({ request }) =>
          Number(new URL(request.url).searchParams.get('page')) > 10000
            ? HttpResponse.json({ message: 'NumberFormatException' }, { status: 500 })
            : undefined,
        ),
      ],
      ['payments'],
    );
    const failed = failedChecks(report.results, 'listPayments', 'negative');
    const at = '[query page above the maximum 10000] status';
    expect(failed.not_server_error).toEqual([{ at, expected: 'not 5xx', got: '500' }]);
    expect(failed.negative_data_rejection).toEqual([
      { at, expected: '400 (the input breaks the contract)', got: '500' },
    ]);
    expect(failed.status_code_conformance?.[0]).toMatchObject({ at, got: '500' });
  });

  it('reports a 400 the contract does not declare (status_code_conformance)', async () => {
    const contract = loadContract();
    const listCustomers = contract.ops.find((op) => op.operationId === 'listDebitors');
    delete listCustomers?.responses['400'];
    const report = await check([], ['customers'], { contract });
    const failed = failedChecks(report.results, 'listDebitors', 'negative');
    expect(failed.status_code_conformance?.[0]).toEqual({
      at: '[query size above the maximum 1000] status',
      expected: 'one of 200, 401',
      got: '400',
    });
    expect(failed.negative_data_rejection).toBeUndefined();
  });

  it('reports a 400 without a Problem body (response_schema_conformance)', async () => {
    const report = await check(
      [
        http.get(api('/debitors'), ({ request }) =>
          tooLarge(request) ? HttpResponse.json({ error: 'size' }, { status: 400 }) : undefined,
        ),
      ],
      ['customers'],
    );
    const failed = failedChecks(report.results, 'listDebitors', 'negative');
    expect(failed.response_schema_conformance).toEqual(
      expect.arrayContaining([
        { at: '[query size above the maximum 1000] /message', expected: 'required string', got: 'missing' },
      ]),
    );
  });
});

describe('methods pass against a broken mock backend', () => {
  it('reports a path that answers a method the contract does not declare (GET /login)', async () => {
    const report = await check(
      [http.get(api('/login'), () => HttpResponse.json({ hello: 'world' }))],
      ['session'],
    );
    expect(failedChecks(report.results, 'login', 'methods')).toEqual({
      unsupported_method: [{ at: '[GET] status', expected: '405 (with Allow) or 404', got: '200' }],
    });
    const row = report.results.find((r) => r.operationId === 'login' && r.phase === 'methods');
    expect(row).toMatchObject({ method: 'TRACE,GET', path: '/login', status: 200 });
  });

  it('reports a 405 without the Allow header', async () => {
    const report = await check(
      [http.get(api('/login'), () => HttpResponse.json({ message: 'Method not allowed' }, { status: 405 }))],
      ['session'],
    );
    expect(failedChecks(report.results, 'login', 'methods')).toEqual({
      unsupported_method: [{ at: '[GET] header allow', expected: 'present with 405', got: 'missing' }],
    });
  });

  it('with --unsafe, reports an undeclared write method that fails with 500', async () => {
    const report = await check(
      [
        http.post(api('/company'), () =>
          HttpResponse.json({ message: 'NullPointerException' }, { status: 500 }),
        ),
      ],
      ['company'],
      { unsafe: true },
    );
    const failed = failedChecks(report.results, 'getCompany', 'methods');
    expect(failed.not_server_error).toEqual([{ at: '[POST] status', expected: 'not 5xx', got: '500' }]);
    expect(failed.unsupported_method).toEqual([
      { at: '[POST] status', expected: '405 (with Allow) or 404', got: '500' },
    ]);
    // The same break is not probed in a read-only run: POST could change data.
    const readOnly = await check(
      [
        http.post(api('/company'), () =>
          HttpResponse.json({ message: 'NullPointerException' }, { status: 500 }),
        ),
      ],
      ['company'],
    );
    expect(
      readOnly.results.find((r) => r.operationId === 'getCompany' && r.phase === 'methods'),
    ).toMatchObject({
      method: 'TRACE',
      verdict: 'PASS',
    });
  });
});
