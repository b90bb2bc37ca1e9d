/**
 * The fuzz pass: repeatable requests from a seed, curl lines that rebuild long values and read the
 * token from the environment, each distinct failure reported once (text, JUnit, JSON), and a run
 * stopped by Ctrl+C that still reports what ran.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb } from '../../mocks/db/store';
import { parseCliArgs } from '../../scripts/contract-check/args.ts';
import { loadContract } from '../../scripts/contract-check/contract.ts';
import { fuzzCaseArbitrary } from '../../scripts/contract-check/fuzz-cases.ts';
import { operationSeed, shareOut } from '../../scripts/contract-check/fuzz.ts';
import { fuzzCurl, send, shellWord } from '../../scripts/contract-check/http.ts';
import { formatJunit } from '../../scripts/contract-check/junit.ts';
import { noMockHandler } from '../../scripts/contract-check/mock-rule.ts';
import { formatJson, formatReport } from '../../scripts/contract-check/report.ts';
import { runContractCheck } from '../../scripts/contract-check/run.ts';
import { DEMO, failedChecks, guarded, pauseInterception, startMock } from './mock-server';

const contract = loadContract();
const op = (operationId: string) => contract.ops.find((candidate) => candidate.operationId === operationId)!;

describe('fuzz requests', () => {
  const arbitrary = fuzzCaseArbitrary(contract.doc, op('updateDebitor'), {
    path: { id: 'd-1' },
    query: [],
    bodyExample: { firstName: 'Max' },
  });

  it('are the same for the same seed, and others for another', () => {
    const sample = (seed: number) => fc.sample(arbitrary, { seed, numRuns: 25 });
    expect(sample(7)).toEqual(sample(7));
    expect(sample(8)).not.toEqual(sample(7));
  });

  it('are valid, broken and without a token, with long and deeply nested values among them', () => {
    const cases = fc.sample(arbitrary, { seed: 1, numRuns: 400 });
    expect(new Set(cases.map((c) => c.kind))).toEqual(new Set(['valid', 'broken', 'no token']));
    expect(cases.filter((c) => c.kind === 'no token').every((c) => !c.withToken)).toBe(true);
    const labels = new Set(cases.map((c) => c.label));
    for (const label of ['malformed JSON', 'a field nested 100000 levels deep', 'path {id} 10000 characters'])
      expect(labels).toContain(label);
    // No path value that is no segment: '', '.' and '..' would call another path.
    expect(cases.filter((c) => ['', '.', '..'].includes(c.path.id ?? '')).map((c) => c.label)).toEqual([]);
  });

  it('give each operation its own seed and an even share of the budget', () => {
    expect(operationSeed(1, 'getDebitor')).toBe(operationSeed(1, 'getDebitor'));
    expect(operationSeed(1, 'getDebitor')).not.toBe(operationSeed(1, 'listDebitors'));
    expect(shareOut(10, 4)).toEqual([3, 3, 2, 2]);
  });
});

describe('fuzz curl lines', () => {
  const sh = (word: string) => execFileSync('sh', ['-c', `printf %s ${word}`], { encoding: 'utf8' });

  it('rebuild long runs with printf, byte for byte, and stay short', () => {
    const url = `http://x/debitors/${'x'.repeat(10000)}?q=it's`;
    const deep = `{"fuzz":${'{"a":'.repeat(100000)}1${'}'.repeat(100000)}}`;
    for (const text of [url, deep]) {
      expect(shellWord(text).length).toBeLessThan(200);
      expect(sh(shellWord(text))).toBe(text);
    }
  });

  it('take the token from an environment variable, never holding it', () => {
    const curl = fuzzCurl(
      { method: 'GET', url: 'http://x/user', headers: { authorization: 'Bearer secret-token' } },
      'QA_TOKEN',
    );
    expect(curl).toBe(`curl -sS -i -X GET 'http://x/user' -H "Authorization: Bearer $QA_TOKEN"`);
  });
});

describe('sending', () => {
  it('sends a fuzz request on a connection of its own, which a refusal before cannot have closed', async () => {
    // The server closes each connection after its first answer, as a backend may after a refusal.
    const server = createServer((req, res) => {
      const socket = req.socket as typeof req.socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      if (socket.served > 1) socket.destroy();
      else res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const answers = [];
    for (const method of ['GET', 'POST']) answers.push(await send({ method, url, headers: {} }, 5000, true));
    expect(answers.map((answer) => (answer.ok ? answer.text : answer.error))).toEqual(['ok', 'ok']);
  });
});

describe('fuzz options', () => {
  const parse = (argv: string[]) =>
    parseCliArgs(['--base-url', 'http://x', '--token-env', 'QA_TOKEN', ...argv], { QA_TOKEN: 't' });

  it('take a seed, a case budget and a time limit; the curl lines read --token-env', () => {
    expect(parse(['--fuzz', '--seed', '42', '--fuzz-cases', '300', '--fuzz-time-limit', '60'])).toMatchObject(
      {
        options: { fuzz: { seed: 42, cases: 300, timeLimitMs: 60000, tokenEnv: 'QA_TOKEN' } },
      },
    );
    expect(parse(['--seed', '42'])).toEqual({ error: '--seed needs --fuzz' });
    expect(parse(['--fuzz', '--fuzz-cases', '0'])).toEqual({
      error: `--fuzz-cases must be a positive whole number, got '0'`,
    });
  });
});

describe('the fuzz pass against a broken mock', () => {
  pauseInterception();
  let mock: Awaited<ReturnType<typeof startMock>>;
  beforeAll(async () => {
    // GET /services breaks with a stack trace (for every request: one distinct failure); GET
    // /company forgets the token check.
    mock = await startMock([
      http.get(
        api('/services'),
        guarded(() =>
          HttpResponse.text('TypeError: boom\n    at list (/srv/services.js:10:5)', { status: 500 }),
        ),
      ),
      http.get(api('/company'), () => HttpResponse.json(getDb().company)),
    ]);
  });
  afterAll(() => mock.stop());

  const run = (include: string[], signal?: AbortSignal, log?: (line: string) => void) =>
    runContractCheck({
      baseUrl: mock.baseUrl,
      email: DEMO.email,
      password: DEMO.password,
      include,
      skipIf: noMockHandler,
      fuzz: { seed: 3, cases: 30, timeLimitMs: 20000, tokenEnv: 'QA_TOKEN' },
      signal,
      log,
    });

  it('reports each distinct failure once with its curl line, in text, JUnit and JSON', async () => {
    const report = await run(['services']);
    const failed = report.results.filter((r) => r.verdict === 'FAIL' && r.phase.startsWith('fuzz'));
    expect(failed.map((r) => r.operationId)).toEqual(['listServices']);
    const [services] = failed;
    expect(services?.phase).toMatch(/^fuzz: /);
    const failing = services?.checks.filter((c) => c.verdict === 'fail').map((c) => c.name);
    expect(failing).toEqual(expect.arrayContaining(['not_server_error', 'no_internal_detail']));
    expect(services?.curl).toContain('"Authorization: Bearer $QA_TOKEN"');
    expect(report.fuzz).toMatchObject({ seed: 3, failures: 1, cases: expect.any(Number) });
    expect(report.fuzz?.stoppedBy).toBeUndefined();
    const text = formatReport(report);
    expect(text).toContain('reproduce: curl');
    expect(text).toMatch(
      /Fuzz pass: \d+ requests over \d+ operations in [\d.]+ s, 1 distinct failure; --seed 3/,
    );
    expect(formatJunit(report)).toContain('[fuzz: ');
    expect(JSON.parse(formatJson(report)).fuzz.failures).toBe(1);
  }, 30000);

  it('fails auth_required when a protected call answers without a token', async () => {
    const report = await run(['company']);
    const company = report.results.find((r) => r.operationId === 'getCompany' && r.phase.startsWith('fuzz:'));
    expect(company?.phase).toBe('fuzz: valid request without a token');
    expect(company?.checks.find((c) => c.name === 'auth_required')?.verdict).toBe('fail');
  }, 30000);

  it('stops on Ctrl+C and still reports what ran', async () => {
    const interrupt = new AbortController();
    let fuzzed = 0;
    const report = await run(['company'], interrupt.signal, (line) => {
      if (line.startsWith('fuzz: ') && ++fuzzed === 2) interrupt.abort();
    });
    expect(report.fuzz?.stoppedBy).toBe('interrupted');
    expect(report.fuzz?.operations).toBe(1);
    expect(report.results.filter((r) => r.skipReason === 'interrupted (Ctrl+C)').length).toBeGreaterThan(0);
    expect(report.error).toMatch(/^interrupted \(Ctrl\+C\)/);
    expect(report.exitCode).toBe(1);
  }, 30000);

  it('sends empty, over-long and malformed path parameters and unknown paths, and fails on a 5xx', async () => {
    // What the mock server's fallback did when its module runner was closed.
    const closed = () =>
      HttpResponse.json({ message: 'Vite module runner has been closed' }, { status: 500 });
    const broken = await startMock([
      http.get(api('/join/'), closed),
      http.get(api('/contract-check-no-such-path'), () => HttpResponse.text('gone', { status: 404 })),
    ]);
    onTestFinished(() => broken.stop());
    const report = await runContractCheck({
      baseUrl: broken.baseUrl,
      email: DEMO.email,
      password: DEMO.password,
      include: ['registration'],
      skipIf: noMockHandler,
      fuzz: { seed: 3, cases: 1, timeLimitMs: 20000, tokenEnv: 'QA_TOKEN' },
    });
    const at = '[path {invitationId} empty] status';
    expect(failedChecks(report.results, 'getJoinInvitation', 'fuzz paths')).toEqual({
      not_server_error: [{ at, expected: 'not 5xx', got: '500' }],
      path_rejection: [{ at, expected: '400 or 404 or 405 or 414', got: '500' }],
    });
    // The other values of the same parameter, and every other operation's, are refused as they should be.
    const paths = report.results.filter((r) => r.phase === 'fuzz paths');
    expect(paths.filter((r) => r.verdict === 'FAIL').map((r) => r.operationId)).toEqual([
      'getJoinInvitation',
      '(no operation)',
    ]);
    expect(failedChecks(report.results, '(no operation)', 'fuzz paths').path_rejection?.[0]).toMatchObject({
      at: '[GET /contract-check-no-such-path] ',
      expected: 'the Problem body',
    });
  }, 30000);
});
