/**
 * Reproducing and gating: a failing run writes a HAR cassette and prints, per failure, the command
 * that replays it; `--replay` sends the requests again and fails while the failure stays, a
 * failure beyond the contract too (a chain's state checks, a valid request refused, a call with an
 * invalid token let through: the cassette's `_expect`), and passes against a backend without the
 * defect; `--max-response-time` fails slow answers; bad options still end in one line and exit
 * code 2.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb } from '../../mocks/db/store';
import { changedDescription, listedWithAnyToken, refusedCreate, updatedAfterDelete } from './defects';
import { checkMock, cli, DEMO, failedChecks, guarded, pauseInterception, startMock } from './mock-server';

pauseInterception();

const auth = ['--email', DEMO.email, '--password-env', 'QA_PASSWORD'];

describe('replaying a failing run', () => {
  it('writes a cassette, prints a replay command per failure, and the replay fails again', async () => {
    const broken = await startMock([
      http.get(
        api('/company'),
        guarded(() => HttpResponse.json({ ...getDb().company, leaked: 'x' })),
      ),
    ]);
    onTestFinished(() => broken.stop());
    const file = join(mkdtempSync(join(tmpdir(), 'contract-cassette-')), 'run.har');
    const run = await cli([
      '--base-url',
      broken.baseUrl,
      ...auth,
      '--include',
      'company',
      '--cassette',
      file,
    ]);
    expect(run.code).toBe(1);
    const command = `npm run contract -- --replay ${file} --case 1 --email ${DEMO.email} --password-env QA_PASSWORD`;
    expect(run.text).toContain(`  replay: ${command}`);
    const har = JSON.parse(readFileSync(file, 'utf8'));
    // The login before it (its password masked), the call that failed, the same without a token.
    expect(har.log.entries.map((e: { request: { method: string } }) => e.request.method)).toEqual([
      'POST',
      'GET',
      'GET',
    ]);
    expect(har.log.entries[1]).toMatchObject({
      _case: 1,
      _operationId: 'getCompany',
      request: { method: 'GET', url: `${broken.baseUrl}/company` },
      response: { status: 200 },
    });
    expect(JSON.stringify(har)).not.toMatch(/mock\.[A-Za-z0-9+/=]+\.\d+/); // no token
    const replay = await cli(['--replay', file, '--case', '1', ...auth]);
    expect(replay.code).toBe(1);
    expect(replay.text).toMatch(/GET\s+\/company\s+200\s+\d+\s+FAIL\s+\[replay #1 read-only\] recorded 200/);
    expect(replay.text).toContain('/leaked: expected no such field');
  }, 60000);
});

interface Entry {
  _case: number;
  _expect?: { check: string }[];
  request: { method: string };
}

/**
 * A run of the products (with their writes and chains unless `passes` says otherwise) against the
 * mock with the defect writes a cassette; the case of the first request whose failing check is
 * `check` is replayed against the broken mock, then against a healthy one.
 */
const replayed = async (defect: RequestHandler[], check: string, passes = ['--unsafe', '--stateful']) => {
  const [broken, healthy] = await Promise.all([startMock(defect), startMock()]);
  onTestFinished(() => Promise.all([broken.stop(), healthy.stop()]).then(() => undefined));
  const file = join(mkdtempSync(join(tmpdir(), 'contract-cassette-')), 'run.har');
  const products = ['--include', 'products', ...passes, '--cassette', file];
  const run = await cli(['--base-url', broken.baseUrl, ...auth, ...products]);
  expect(run.code).toBe(1);
  const entries: Entry[] = JSON.parse(readFileSync(file, 'utf8')).log.entries;
  const entry = entries.find((candidate) => candidate._expect?.some((one) => one.check === check));
  const replay = ['--replay', file, '--case', String(entry?._case), ...auth];
  return {
    entry,
    still: await cli(replay),
    fixed: await cli([...replay, '--base-url', healthy.baseUrl]),
  };
};

describe('replaying a failure of a check beyond the contract', () => {
  it('fails again on an update of a deleted record that answers 200 (use_after_free)', async () => {
    const { entry, still, fixed } = await replayed(updatedAfterDelete(), 'use_after_free');
    expect(entry).toMatchObject({
      request: { method: 'PUT' },
      _expect: [{ check: 'use_after_free', status: [404], about: 'for the deleted record' }],
    });
    expect(still.code).toBe(1);
    expect(still.text).toMatch(
      /PUT\s+\/products\/\{id\}\s+200\s+\d+\s+FAIL\s+\[replay #\d+ .*\] recorded 200 \(use_after_free\)/,
    );
    expect(still.text).toContain('use_after_free: 1 violation(s)');
    expect(fixed.code).toBe(0);
    expect(fixed.text).toMatch(
      /PUT\s+\/products\/\{id\}\s+404\s+\d+\s+PASS\s+.*recorded 200 \(use_after_free\)/,
    );
  }, 60000);

  it('fails again on a field of a chain’s record that was not kept (ensure_resource_availability)', async () => {
    const { entry, still, fixed } = await replayed(changedDescription(), 'ensure_resource_availability');
    expect(entry).toMatchObject({
      request: { method: 'GET' },
      _expect: [{ check: 'ensure_resource_availability', fields: { '/description': expect.any(String) } }],
    });
    expect(still.code).toBe(1);
    expect(still.text).toContain('ensure_resource_availability: 1 violation(s)');
    expect(still.text).toContain('"Changed by the backend"');
    expect(fixed.code).toBe(0);
  }, 60000);

  it('fails again on a valid create refused with 400 (positive_data_acceptance)', async () => {
    const { entry, still, fixed } = await replayed(refusedCreate(), 'positive_data_acceptance');
    expect(entry).toMatchObject({
      request: { method: 'POST' },
      _expect: [{ check: 'positive_data_acceptance', status: ['2xx'] }],
    });
    expect(still.code).toBe(1);
    expect(still.text).toMatch(
      /POST\s+\/products\s+400\s+\d+\s+FAIL\s+.*recorded 400 \(positive_data_acceptance\)/,
    );
    expect(still.text).toContain('positive_data_acceptance: 1 violation(s)');
    expect(fixed.code).toBe(0);
  }, 60000);

  it('fails again on a read answered with an invalid or expired token (auth_required)', async () => {
    const { entry, still, fixed } = await replayed(listedWithAnyToken(), 'auth_required', []);
    expect(entry).toMatchObject({
      _phase: 'auth',
      _expect: [{ check: 'auth_required', status: [401, 403], token: 'none' }],
    });
    expect(still.code).toBe(1);
    expect(still.text).toMatch(
      /GET\s+\/products\s+200\s+\d+\s+FAIL\s+\[replay #\d+ auth\] recorded 200 \(auth_required\)/,
    );
    expect(still.text).toContain('status: expected 401 or 403 with an invalid token, got 200');
    expect(still.text).toContain('status: expected 401 or 403 with an expired token, got 200');
    // The healthy mock answers the demo user's own token 200: the replay sent the kinds recorded.
    expect(fixed.code).toBe(0);
  }, 60000);
});

describe('--max-response-time', () => {
  it('fails an answer slower than the limit (max_response_time)', async () => {
    const slow = http.get(api('/services'), async () => {
      await delay(400);
      return undefined;
    });
    const report = await checkMock([slow], ['services'], { maxResponseTimeMs: 300 });
    expect(failedChecks(report.results, 'listServices').max_response_time?.[0]).toMatchObject({
      at: 'time',
      expected: 'at most 300 ms',
    });
  }, 30000);
});

describe('bad input', () => {
  it.each([
    [['--max-response-time', '0'], '--max-response-time must be a positive number of milliseconds'],
    [['--case', '2'], '--case needs --replay'],
    [['--allow-refusals', '--allow-refusals-of', 'createProduct'], 'give --allow-refusals (every operation)'],
    [['--allow-refusals-of', 'noSuchOperation'], '--allow-refusals-of: no operationId noSuchOperation'],
    [['--replay', '/no/such/cassette.har'], 'ENOENT'],
  ])(
    '%j ends in one line and exit code 2',
    async (argv, message) => {
      const mock = await startMock();
      onTestFinished(() => mock.stop());
      const { code, text } = await cli(['--base-url', mock.baseUrl, ...auth, ...argv]);
      expect(code).toBe(2);
      expect(text.split('\n').find((line) => line.startsWith('contract check: '))).toContain(message);
    },
    30000,
  );
});
