/**
 * Reproducing and gating: a failing run writes a HAR cassette and prints, per failure, the command
 * that replays it; `--replay` sends the requests again and fails while the failure stays;
 * `--max-response-time` fails slow answers; bad options still end in one line and exit code 2.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb } from '../../mocks/db/store';
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
