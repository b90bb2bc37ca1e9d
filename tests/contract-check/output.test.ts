// @vitest-environment jsdom
/** Violations, curl lines, the text report, JUnit XML and the checks on hand-made answers. */
import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import { coverageOf } from '../../scripts/contract-check/coverage.ts';
import { runChecks } from '../../scripts/contract-check/checks.ts';
import { loadContract } from '../../scripts/contract-check/contract.ts';
import { curlFor, redact } from '../../scripts/contract-check/http.ts';
import { formatJunit } from '../../scripts/contract-check/junit.ts';
import { formatReport, summaryLine } from '../../scripts/contract-check/report.ts';
import type { OperationResult, RunReport } from '../../scripts/contract-check/types.ts';
import {
  describeValue,
  formatViolation,
  formatViolations,
  jsonPointer,
  violationsOf,
} from '../../scripts/contract-check/violations.ts';

const paymentList = zod.strictObject({
  _embedded: zod.strictObject({
    payments: zod.array(
      zod.strictObject({ id: zod.string(), amount: zod.number(), state: zod.enum(['PENDING', 'COMPLETED']) }),
    ),
  }),
});
const violationsFor = (body: unknown) => {
  const parsed = paymentList.safeParse(body);
  if (parsed.success) return [];
  return violationsOf(parsed.error.issues, body);
};

describe('violations', () => {
  it('points at the field with a JSON pointer and says what was expected and what came', () => {
    const body = { _embedded: { payments: [{ id: 'p1', amount: '49.90', state: 'PENDING' }] } };
    expect(violationsFor(body)).toEqual([
      { at: '/_embedded/payments/0/amount', expected: 'number', got: 'string "49.90"' },
    ]);
    expect(formatViolation(violationsFor(body)[0]!)).toBe(
      '/_embedded/payments/0/amount: expected number, got string "49.90"',
    );
  });

  it('reports extra fields, missing required fields and enum values', () => {
    const body = { _embedded: { payments: [{ id: 'p1', state: 'LOST', note: 'x' }] } };
    expect(violationsFor(body)).toEqual(
      expect.arrayContaining([
        {
          at: '/_embedded/payments/0/note',
          expected: 'no such field (not in the contract)',
          got: 'string "x"',
        },
        { at: '/_embedded/payments/0/amount', expected: 'required number', got: 'missing' },
        {
          at: '/_embedded/payments/0/state',
          expected: 'one of "PENDING", "COMPLETED"',
          got: 'string "LOST"',
        },
      ]),
    );
  });

  it('escapes pointers, names the root and shortens long lists', () => {
    expect(jsonPointer(['a/b', 'c~d', 0])).toBe('/a~1b/c~0d/0');
    expect(jsonPointer([])).toBe('');
    expect(formatViolation({ at: '', expected: 'valid JSON', got: 'unparsable' })).toBe(
      '(root): expected valid JSON, got unparsable',
    );
    expect(describeValue(null)).toBe('null');
    expect(describeValue({ a: 1 })).toBe('object {"a":1}');
    const many = Array.from({ length: 8 }, (_, i) => ({ at: `/${i}`, expected: 'x', got: 'y' }));
    expect(formatViolations(many)).toHaveLength(6);
    expect(formatViolations(many).at(-1)).toBe('… and 3 more');
  });
});

describe('curl and redaction', () => {
  const token = 'mock.ZGVtb0BleGFtcGxlLmNvbQ==.1999999999999';
  it('reproduces the request with the token shown as ***', () => {
    const curl = curlFor({
      method: 'POST',
      url: "http://localhost:4010/webhooks?name=o'brien",
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'user-agent': 'x' },
      body: '{"name":"it\'s"}',
    });
    expect(curl).toBe(
      `curl -sS -i -X POST 'http://localhost:4010/webhooks?name=o'\\''brien' -H 'Authorization: Bearer ***' ` +
        `-H 'content-type: application/json' --data-raw '{"name":"it'\\''s"}'`,
    );
    expect(curl).not.toContain(token);
  });

  it('shows a masked body instead of the real one (the login password)', () => {
    const curl = curlFor(
      { method: 'POST', url: 'http://x.test/login', headers: {}, body: '{"password":"demo1234"}' },
      '{"password":"***"}',
    );
    expect(curl).toContain(`--data-raw '{"password":"***"}'`);
    expect(curl).not.toContain('demo1234');
  });

  it('masks every secret in a text', () => {
    expect(redact(`a ${token} b ${token} pw=demo1234`, [token, 'demo1234', undefined])).toBe(
      'a *** b *** pw=***',
    );
  });
});

const result = (over: Partial<OperationResult>): OperationResult => ({
  operationId: 'getUser',
  tag: 'session',
  method: 'GET',
  path: '/user',
  target: '/user',
  phase: 'read-only',
  verdict: 'PASS',
  status: 200,
  ms: 12,
  checks: [
    { name: 'not_server_error', verdict: 'pass', violations: [] },
    { name: 'auth_required', verdict: 'skip', message: 'public operation', violations: [] },
  ],
  ...over,
});

const report = (results: OperationResult[]): RunReport => ({
  baseUrl: 'http://x.test',
  startedAt: '2025-03-01T10:00:00.000Z',
  unsafe: false,
  results,
  summary: {
    passed: results.filter((r) => r.verdict === 'PASS').length,
    failed: results.filter((r) => r.verdict === 'FAIL').length,
    skipped: results.filter((r) => r.verdict === 'SKIP').length,
  },
  notCalled: [],
  coverage: coverageOf([], new Map()),
  warnings: [],
  exitCode: results.some((r) => r.verdict === 'FAIL') ? 1 : 0,
  redact: (text) => redact(text, ['SECRET-TOKEN']),
});

const failing = result({
  operationId: 'listPayments',
  tag: 'payments',
  path: '/payments',
  target: '/payments',
  verdict: 'FAIL',
  checks: [
    { name: 'not_server_error', verdict: 'pass', violations: [] },
    {
      name: 'response_schema_conformance',
      verdict: 'fail',
      message: '1 violation',
      violations: [{ at: '/_embedded/payments/0/amount', expected: 'number', got: 'string "1" <&>' }],
      curl: "curl -sS -i -X GET 'http://x.test/payments' -H 'Authorization: Bearer ***'",
    },
  ],
});
const skippedOne = result({
  operationId: 'getPayment',
  tag: 'payments',
  path: '/payments/{id}',
  verdict: 'SKIP',
  status: undefined,
  ms: undefined,
  checks: [],
  skipReason: 'no {id}: listPayments returned no payments',
});

describe('text report', () => {
  it('ends with exactly `N passed, N failed, N skipped`', () => {
    expect(summaryLine({ passed: 3, failed: 1, skipped: 2 })).toBe('3 passed, 1 failed, 2 skipped');
    const text = formatReport(report([result({}), failing, skippedOne]));
    expect(text.split('\n').at(-1)).toBe('1 passed, 1 failed, 1 skipped');
  });

  it('has a table row per call and, per failure, the violations and a redacted curl line', () => {
    const text = formatReport(report([result({ curl: 'SECRET-TOKEN' }), failing, skippedOne]));
    expect(text).toMatch(/^METHOD\s+PATH\s+STATUS\s+MS\s+VERDICT$/m);
    expect(text).toMatch(/^GET\s+\/user\s+200\s+12\s+PASS$/m);
    expect(text).toMatch(
      /^GET\s+\/payments\/\{id\}\s+-\s+-\s+SKIP\s+no \{id\}: listPayments returned no payments$/m,
    );
    expect(text).toContain('FAIL listPayments  GET /payments');
    expect(text).toContain('/_embedded/payments/0/amount: expected number, got string "1" <&>');
    expect(text).toContain(
      "reproduce: curl -sS -i -X GET 'http://x.test/payments' -H 'Authorization: Bearer ***'",
    );
  });
});

describe('JUnit XML', () => {
  const xml = formatJunit(report([result({}), failing, skippedOne]));
  const doc = new DOMParser().parseFromString(xml, 'application/xml');

  it('is well-formed XML with one suite per tag', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const suites = [...doc.getElementsByTagName('testsuite')];
    expect(suites.map((s) => s.getAttribute('name'))).toEqual(['session', 'payments']);
    expect(doc.documentElement.getAttribute('failures')).toBe('1');
  });

  it('has one case per operation and check, with failures and skips', () => {
    const payments = [...doc.getElementsByTagName('testsuite')].find(
      (s) => s.getAttribute('name') === 'payments',
    )!;
    const cases = [...payments.getElementsByTagName('testcase')];
    // listPayments: its two checks; getPayment (skipped): all seven checks, skipped with the reason.
    expect(cases).toHaveLength(9);
    expect(payments.getAttribute('tests')).toBe('9');
    expect(payments.getAttribute('failures')).toBe('1');
    expect(payments.getAttribute('skipped')).toBe('7');
    const failed = cases.find((c) => c.getElementsByTagName('failure').length)!;
    expect(failed.getAttribute('classname')).toBe('payments.listPayments');
    expect(failed.getAttribute('name')).toBe('GET /payments response_schema_conformance');
    const failure = failed.getElementsByTagName('failure')[0]!;
    expect(failure.getAttribute('message')).toBe(
      '/_embedded/payments/0/amount: expected number, got string "1" <&>',
    );
    expect(failure.getAttribute('type')).toBe('response_schema_conformance');
    expect(failure.textContent).toContain("-H 'Authorization: Bearer ***'");
    const skipped = cases.filter((c) => c.getAttribute('classname') === 'payments.getPayment');
    expect(skipped.map((c) => c.getElementsByTagName('skipped')[0]?.getAttribute('message'))).toEqual(
      Array(7).fill('no {id}: listPayments returned no payments'),
    );
  });
});

describe('checks on hand-made answers', () => {
  const contract = loadContract();
  const getUser = contract.ops.find((op) => op.operationId === 'getUser')!;
  const check = (status: number, contentType: string, text: string) =>
    runChecks({
      op: getUser,
      doc: contract.doc,
      successSchema: zod.strictObject({
        emailAddress: zod.string(),
        firstName: zod.string(),
        lastName: zod.string(),
      }),
      successStatus: 200,
      answer: { ok: true, status, headers: { 'content-type': contentType }, text, ms: 5 },
      curl: 'curl',
    });
  const verdicts = (checks: ReturnType<typeof check>) =>
    Object.fromEntries(checks.map((c) => [c.name, c.verdict]));

  it('accepts a conforming answer, with a charset in the content type', () => {
    const body = JSON.stringify({ emailAddress: 'a@b.de', firstName: 'A', lastName: 'B' });
    expect(Object.values(verdicts(check(200, 'application/json;charset=UTF-8', body)))).toEqual(
      Array(5).fill('pass'),
    );
  });

  it('checks error bodies against the contract schema of their status (Problem)', () => {
    expect(verdicts(check(401, 'application/json', '{"message":"Unauthorized"}'))).toMatchObject({
      response_schema_conformance: 'pass',
    });
    const bad = check(401, 'application/json', '{"error":"nope"}');
    expect(bad.find((c) => c.name === 'response_schema_conformance')?.verdict).toBe('fail');
  });

  it('reports a network failure under not_server_error and skips the rest', () => {
    const checks = runChecks({
      op: getUser,
      doc: contract.doc,
      answer: { ok: false, error: 'no answer within 100 ms', ms: 100 },
      curl: 'curl',
    });
    expect(checks[0]).toMatchObject({
      name: 'not_server_error',
      verdict: 'fail',
      violations: [{ at: 'response', expected: 'an HTTP response', got: 'no answer within 100 ms' }],
    });
    expect(checks.slice(1).every((c) => c.verdict === 'skip')).toBe(true);
  });
});
