/**
 * The pieces of the negative and the methods pass on hand-made input: which broken inputs an
 * operation gets, the two checks, how the requests of an operation become one result, and how
 * that result shows in JUnit.
 */
import { describe, expect, it } from 'vitest';
import { coverageOf } from '../../scripts/contract-check/coverage.ts';
import { mergedResult, type CaseCall } from '../../scripts/contract-check/cases.ts';
import { negativeDataRejection, unsupportedMethod } from '../../scripts/contract-check/checks.ts';
import { loadContract } from '../../scripts/contract-check/contract.ts';
import type { HttpAnswer } from '../../scripts/contract-check/http.ts';
import { formatJunit } from '../../scripts/contract-check/junit.ts';
import { undeclaredProbes } from '../../scripts/contract-check/methods.ts';
import { jsonBodyCases, multipartCases, queryCases } from '../../scripts/contract-check/negative-cases.ts';
import { checkNamesOf, type OperationResult, type RunReport } from '../../scripts/contract-check/types.ts';

const contract = loadContract();
const op = (operationId: string) => {
  const found = contract.ops.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
};
const answer = (status: number, headers: Record<string, string> = {}): HttpAnswer => ({
  ok: true,
  status,
  headers,
  text: '',
  ms: 3,
});
const labels = (cases: { label: string }[]) => cases.map((c) => c.label);

describe('broken inputs', () => {
  it('breaks every rule of the query parameters, one at a time', () => {
    const cases = queryCases(contract.doc, op('listPayments').params, []);
    expect(labels(cases)).toEqual(
      expect.arrayContaining([
        'query page above the maximum 10000',
        'query page below the minimum 0',
        'query page not an integer',
        'query size above the maximum 1000',
        'query size below the minimum 1',
        'query sort an unknown enum value',
        'query states an unknown enum value',
        'query startDate not a date-time',
        'query billingType an unknown enum value',
      ]),
    );
    const page = cases.find((c) => c.label === 'query page above the maximum 10000');
    expect(page?.query).toEqual([['page', '10001']]);
  });

  it('leaves out a required parameter and keeps the other required ones valid', () => {
    const cases = queryCases(contract.doc, op('listBankAccountTransactions').params, [
      ['start', '2026-10-01'],
      ['end', '2026-10-31'],
    ]);
    expect(cases.find((c) => c.label === 'query start missing (required)')?.query).toEqual([
      ['end', '2026-10-31'],
    ]);
    expect(cases.find((c) => c.label === 'query end not a date')?.query).toEqual([
      ['start', '2026-10-01'],
      ['end', 'not-a-date'],
    ]);
    expect(
      labels(queryCases(contract.doc, op('getCheckoutByPaymentId').params, [['paymentID', 'p1']])),
    ).toEqual(['query paymentID missing (required)']);
  });

  it('writes a broken item of a comma-list parameter as the contract says', () => {
    const cases = queryCases(contract.doc, op('listCheckouts').params, []);
    expect(cases.find((c) => c.label === 'query states an unknown enum value')?.query).toEqual([
      ['states', 'NOT_A_CONTRACT_VALUE'],
    ]);
  });

  it('breaks the example body once per kind of rule', () => {
    const create = op('createDebitor');
    const example = create.bodyExamples[0]?.value;
    const cases = jsonBodyCases(contract.doc, create.requestBody?.schema, example);
    expect(labels(cases)).toEqual([
      'body field type missing (required)',
      'body field type of the wrong type (not string)',
      'body field type an unknown enum value',
      'body field emailAddress not an e-mail address',
    ]);
    const wrongType = JSON.parse(cases[1]?.body?.text ?? '{}') as Record<string, unknown>;
    expect(wrongType).toEqual({ ...(example as object), type: { unexpected: 'object' } });
    expect(JSON.parse(cases[0]?.body?.text ?? '{}')).not.toHaveProperty('type');
  });

  it('sends a multipart body without its required part, and one that is not multipart', () => {
    const cases = multipartCases('file');
    expect(labels(cases)).toEqual(['multipart part file missing (required)', 'multipart body malformed']);
    expect(cases[0]?.body?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(cases[0]?.body?.text).not.toContain('name="file"');
  });
});

describe('the checks of the two passes', () => {
  it('negative_data_rejection: 400 passes, a success or any other status fails', () => {
    expect(negativeDataRejection(answer(400), 'curl').verdict).toBe('pass');
    for (const status of [200, 201, 404, 422, 500])
      expect(negativeDataRejection(answer(status), 'curl')).toMatchObject({
        verdict: 'fail',
        violations: [{ at: 'status', expected: '400 (the input breaks the contract)', got: String(status) }],
      });
  });

  it('unsupported_method: 405 with Allow or 404 passes; 405 without Allow, a success or an error fails', () => {
    expect(unsupportedMethod(answer(405, { allow: 'GET, HEAD' }), 'curl').verdict).toBe('pass');
    expect(unsupportedMethod(answer(404), 'curl').verdict).toBe('pass');
    expect(unsupportedMethod(answer(405), 'curl').violations).toEqual([
      { at: 'header allow', expected: 'present with 405', got: 'missing' },
    ]);
    for (const status of [200, 204, 400, 500])
      expect(unsupportedMethod(answer(status), 'curl').violations[0]?.got).toBe(String(status));
    expect(unsupportedMethod({ ok: false, error: 'network error', ms: 1 }, 'curl').verdict).toBe('skip');
  });

  it('tries TRACE, GET where the path has none, and an undeclared write only when unsafe', () => {
    expect(undeclaredProbes(new Set(['GET', 'POST']), false)).toEqual(['TRACE']);
    expect(undeclaredProbes(new Set(['POST']), false)).toEqual(['TRACE', 'GET']);
    expect(undeclaredProbes(new Set(['GET', 'POST']), true)).toEqual(['TRACE', 'PUT']);
    expect(undeclaredProbes(new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']), true)).toEqual(['TRACE']);
  });
});

describe('one result per operation', () => {
  const call = (label: string, status: number): CaseCall => {
    const got = answer(status);
    return {
      label,
      target: `/debitors?${label}`,
      answer: got,
      curl: `curl ${label}`,
      checks: [negativeDataRejection(got, `curl ${label}`)],
    };
  };

  it('fails a check when any request failed it, each violation named after its request', () => {
    const result = mergedResult(
      op('listDebitors'),
      'negative',
      'GET',
      ['negative_data_rejection'],
      [call('size=0', 400), call('size=1001', 200), call('page=-1', 500)],
    );
    expect(result).toMatchObject({ verdict: 'FAIL', status: 200, target: '/debitors?size=1001', ms: 9 });
    expect(result.checks[0]).toMatchObject({
      name: 'negative_data_rejection',
      verdict: 'fail',
      message: '2 of 3 requests',
      curl: 'curl size=1001',
    });
    expect(result.checks[0]?.violations.map((v) => v.at)).toEqual(['[size=1001] status', '[page=-1] status']);
  });

  it('passes when every request passed', () => {
    const result = mergedResult(
      op('listDebitors'),
      'negative',
      'GET',
      ['negative_data_rejection'],
      [call('size=0', 400)],
    );
    expect(result).toMatchObject({ verdict: 'PASS', status: 400 });
  });

  it('shows in JUnit as named checks; a skipped result lists the checks of its pass', () => {
    const failed = mergedResult(
      op('listDebitors'),
      'negative',
      'GET',
      ['negative_data_rejection'],
      [call('size=1001', 200)],
    );
    const skipped: OperationResult = {
      operationId: 'getUser',
      tag: 'session',
      method: 'TRACE',
      path: '/user',
      phase: 'methods',
      verdict: 'SKIP',
      skipReason: 'no token (login failed)',
      checks: [],
    };
    const report: RunReport = {
      baseUrl: 'http://127.0.0.1:4010',
      startedAt: '2026-11-01T00:00:00.000Z',
      unsafe: false,
      results: [failed, skipped],
      summary: { passed: 0, failed: 1, skipped: 1 },
      notCalled: [],
      coverage: coverageOf([], new Map()),
      warnings: [],
      exitCode: 1,
      redact: (text) => text,
    };
    const xml = formatJunit(report);
    expect(xml).toContain('name="GET /debitors [negative] negative_data_rejection"');
    expect(xml).toContain('[size=1001] status: expected 400 (the input breaks the contract), got 200');
    const skippedCases = xml.match(/name="TRACE \/user \[methods\] [a-z_]+"/g);
    expect(skippedCases).toEqual(
      checkNamesOf('methods').map((name) => `name="TRACE /user [methods] ${name}"`),
    );
  });
});
