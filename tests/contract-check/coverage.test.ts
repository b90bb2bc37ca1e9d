/** Coverage (declared statuses seen, per tag), the hollow-run warnings and --min-coverage. */
import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../scripts/contract-check/args.ts';
import {
  coverageOf,
  formatCoverage,
  hollowWarnings,
  observe,
  type Observed,
} from '../../scripts/contract-check/coverage.ts';
import { loadContract } from '../../scripts/contract-check/contract.ts';

const contract = loadContract();
const ops = contract.ops.filter((op) => op.tag === 'customers');
const seen = (pairs: [string, number, number][]): Observed => {
  const observed: Observed = new Map();
  for (const [id, status, times] of pairs)
    for (let i = 0; i < times; i += 1) observe(observed, id, status, true);
  return observed;
};

describe('coverage', () => {
  it('counts the declared statuses seen, per tag, and those left', () => {
    const coverage = coverageOf(
      ops,
      seen([
        ['getDebitor', 200, 3],
        ['getDebitor', 404, 1],
        ['listDebitors', 200, 1],
        ['listDebitors', 418, 1],
      ]),
    );
    expect(coverage.byTag).toEqual([{ tag: 'customers', operations: 9, called: 2, statuses: 30, seen: 3 }]);
    expect(coverage.ratio).toBeCloseTo(3 / 30);
    expect(coverage.missing.getDebitor).toEqual(['401']);
    expect(formatCoverage(coverage)).toEqual([
      'TAG        OPERATIONS  STATUSES  COVERED',
      'customers         2/9      3/30      10%',
      'all               2/9      3/30      10%',
    ]);
  });

  it('warns of a hollow run: valid requests mostly refused', () => {
    const observed = seen([
      ['getDebitor', 404, 3],
      ['getDebitor', 200, 1],
      ['listDebitors', 401, 5],
      ['createDebitor', 400, 2],
    ]);
    expect(hollowWarnings(ops, observed)).toEqual([
      expect.stringMatching(/^WARNING missing_auth: 1 operation mostly answered 401\/403: GET \/debitors; /),
      expect.stringMatching(
        /^WARNING missing_test_data: 1 operation mostly answered 404: GET \/debitors\/\{id\}; /,
      ),
      expect.stringMatching(
        /^WARNING validation_mismatch: 1 operation mostly answered 400\/422: POST \/debitors; /,
      ),
      expect.stringMatching(
        /^WARNING hollow run: 10 of 11 valid requests were answered 400, 401, 403, 404 or 422/,
      ),
    ]);
    expect(
      hollowWarnings(
        ops,
        seen([
          ['getDebitor', 200, 4],
          ['getDebitor', 404, 1],
        ]),
      ),
    ).toEqual([]);
  });

  it('takes --min-coverage from 0 to 1, and --stateful only with --unsafe', () => {
    const env = { QA_TOKEN: 'token' };
    const base = ['--base-url', 'http://x.test', '--token-env', 'QA_TOKEN'];
    expect(parseCliArgs([...base, '--min-coverage', '0.8'], env)).toMatchObject({
      options: { minCoverage: 0.8 },
    });
    expect(parseCliArgs([...base, '--min-coverage', '80'], env)).toEqual({
      error: "--min-coverage must be a share from 0 to 1, got '80'",
    });
    expect(parseCliArgs([...base, '--stateful'], env)).toEqual({
      error: '--stateful creates, changes and deletes records: it needs --unsafe (sandboxes only)',
    });
    expect(parseCliArgs([...base, '--stateful', '--unsafe'], env)).toMatchObject({
      options: { stateful: true },
    });
  });
});
