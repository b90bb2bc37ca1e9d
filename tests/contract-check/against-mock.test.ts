/**
 * The contract check against the mock backend over HTTP: the implemented operations pass, the
 * token never leaks into any output, and every operation with a mock handler passes.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { api, tokenEmail, unauthorized } from '../../mocks/auth';
import { getDb } from '../../mocks/db/store';
import { runCli } from '../../scripts/contract-check/cli.ts';
import { NO_MOCK_HANDLER, noMockHandler } from '../../scripts/contract-check/mock-rule.ts';
import { runContractCheck } from '../../scripts/contract-check/run.ts';
import { DEMO, startMock, pauseInterception } from './mock-server';

pauseInterception();
let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.stop());

const login = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: DEMO.email, password: DEMO.password }),
  });
  return (response.headers.get('authorization') ?? '').replace(/^Bearer /, '');
};

describe('contract check against the mock backend', () => {
  it('passes the operations implemented today (session, company, services), read-only', async () => {
    const report = await runContractCheck({
      baseUrl: mock.baseUrl,
      email: DEMO.email,
      password: DEMO.password,
      include: ['session', 'company', 'services'],
      // Operations of these tags without a mock handler yet are skipped, not failed.
      skipIf: noMockHandler,
    });
    const verdicts = Object.fromEntries(report.results.map((r) => [r.operationId, r.verdict]));
    expect(verdicts).toMatchObject({
      login: 'PASS',
      getUser: 'PASS',
      getCompany: 'PASS',
      listServices: 'PASS',
    });
    for (const result of report.results)
      expect([
        result.operationId,
        result.verdict === 'PASS' || result.skipReason === NO_MOCK_HANDLER,
      ]).toEqual([result.operationId, true]);
    expect(report.summary.failed).toBe(0);
    expect(report.exitCode).toBe(0);
    // Read-only: GETs only, besides the login; the negative pass breaks the input of GETs only, and
    // the methods pass sends only TRACE and GET (neither can change data).
    const valid = report.results.filter((r) => r.phase !== 'negative' && r.phase !== 'methods');
    expect(valid.filter((r) => r.method !== 'GET').map((r) => r.operationId)).toEqual(['login']);
    const negative = report.results.filter((r) => r.phase === 'negative');
    expect(negative.map((r) => r.method)).toEqual(negative.map(() => 'GET'));
    const probes = report.results.filter((r) => r.phase === 'methods').flatMap((r) => r.method.split(','));
    expect(new Set(probes)).toEqual(new Set(['TRACE', 'GET']));
    // Every protected GET was also called without a token and answered 401.
    const getUser = report.results.find((r) => r.operationId === 'getUser');
    expect(getUser?.checks.find((c) => c.name === 'auth_required')?.verdict).toBe('pass');
    expect(getUser?.ms).toBeGreaterThanOrEqual(0);
  });

  it('never prints or writes the token (nor the password): stdout, JUnit, JSON', async () => {
    // A broken getCompany (an extra field) makes sure there is a failure with its curl line.
    const broken = await startMock([
      http.get(api('/company'), ({ request }) =>
        tokenEmail(request) ? HttpResponse.json({ ...getDb().company, leaked: 'x' }) : unauthorized(),
      ),
    ]);
    onTestFinished(() => broken.stop());
    const dir = mkdtempSync(join(tmpdir(), 'contract-check-'));
    const token = await login(broken.baseUrl);
    expect(token).toMatch(/^mock\./);
    const tokenPrefix = token.split('.').slice(0, 2).join('.'); // any token issued for the demo user
    const runs = [
      { argv: ['--token-env', 'QA_TOKEN'], env: { QA_TOKEN: token } },
      { argv: ['--email', DEMO.email, '--password-env', 'QA_PASSWORD'], env: { QA_PASSWORD: DEMO.password } },
    ];
    for (const [index, run] of runs.entries()) {
      const lines: string[] = [];
      const junit = join(dir, `report-${index}.xml`);
      const json = join(dir, `report-${index}.json`);
      const code = await runCli(
        [
          '--base-url',
          broken.baseUrl,
          ...run.argv,
          '--include',
          'session,company',
          '--junit',
          junit,
          '--json',
          json,
          '--cassette',
          join(dir, `cassette-${index}.har`),
        ],
        run.env,
        { run: runContractCheck, out: (text) => lines.push(text), err: (text) => lines.push(text) },
      );
      const outputs = [
        lines.join('\n'),
        readFileSync(junit, 'utf8'),
        readFileSync(json, 'utf8'),
        readFileSync(join(dir, `cassette-${index}.har`), 'utf8'),
      ];
      for (const output of outputs) {
        expect(output).not.toContain(token);
        expect(output).not.toContain(tokenPrefix);
        expect(output).not.toContain(DEMO.password);
      }
      // The failure carries a curl line, with the token masked.
      expect(code).toBe(1);
      expect(outputs[0]).toContain(
        "reproduce: curl -sS -i -X GET '" + broken.baseUrl + "/company' -H 'Authorization: Bearer ***'",
      );
      expect(outputs[1]).toContain('<testsuite name="session"');
      expect(JSON.parse(outputs[2]!)).toMatchObject({ baseUrl: broken.baseUrl, unsafe: false });
      expect(lines.join('\n').split('\n').at(-1)).toMatch(/^\d+ passed, \d+ failed, \d+ skipped$/);
    }
  });

  it('passes every operation whose mock handler exists, over all tags and the unsafe flows', async () => {
    // An operation "has a handler" when the mock answers anything but 404 'No such call'. The
    // others are skipped ('no mock handler yet'), so this test grows stronger as handlers land
    // on the other branches: each new handler is checked against the contract here.
    const report = await runContractCheck({
      baseUrl: mock.baseUrl,
      email: DEMO.email,
      password: DEMO.password,
      unsafe: true,
      skipIf: noMockHandler,
      // As in test:contract: two examples the mock refuses as the backend would.
      allowRefusals: ['completeSigning', 'getInvoicePdf'],
    });
    const failures = report.results
      .filter((r) => r.verdict === 'FAIL')
      .map(
        (r) =>
          `${r.operationId} [${r.phase}]: ${r.checks.filter((c) => c.verdict === 'fail').map((c) => c.name)}`,
      );
    expect(failures).toEqual([]);
    expect(report.exitCode).toBe(0);
    const called = report.results.filter((r) => r.verdict === 'PASS').map((r) => r.operationId);
    expect(called).toEqual(expect.arrayContaining(['login', 'getUser', 'getCompany', 'listServices']));
    // Every GET of the contract shows up, called or skipped with a reason.
    const gets = report.results.filter((r) => r.method === 'GET' && r.phase === 'read-only');
    expect(gets.length).toBeGreaterThan(60);
    // The negative pass breaks every operation with a query or a body (writes too, with --unsafe),
    // the methods pass tries every path; against the mock, nothing is skipped.
    const phases = (phase: string) => report.results.filter((r) => r.phase === phase);
    expect(phases('negative').length).toBeGreaterThan(70);
    expect(phases('negative').some((r) => r.method === 'POST')).toBe(true);
    expect(phases('methods').length).toBeGreaterThan(100);
    expect(report.summary.skipped).toBe(0);
    for (const skipped of report.results.filter((r) => r.verdict === 'SKIP'))
      expect(skipped.skipReason).toBeTruthy();
  }, 90000);
});
