/**
 * Replaying a failure that is not one answer's contract violation: a chain's state checks, a
 * valid request refused, a read answered with an invalid or expired token. The failing run's cassette notes what the check expected of which
 * request (`_expect`); `--replay --case <n>` fails again, naming the check, while the backend is
 * still broken, and passes against one without the defect.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestHandler } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { changedDescription, listedWithAnyToken, refusedCreate, updatedAfterDelete } from './defects';
import { cli, DEMO, pauseInterception, startMock } from './mock-server';

pauseInterception();

const auth = ['--email', DEMO.email, '--password-env', 'QA_PASSWORD'];

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
