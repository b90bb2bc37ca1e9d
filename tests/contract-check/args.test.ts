/** The contract check's command line: options, their errors and the run options they become. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIMEOUT_MS,
  parseCliArgs,
  USAGE,
  type CliOptions,
} from '../../scripts/contract-check/args.ts';
import { runCli } from '../../scripts/contract-check/cli.ts';
import { runContractCheck } from '../../scripts/contract-check/run.ts';

const options = (argv: string[], env: Record<string, string> = {}): CliOptions => {
  const parsed = parseCliArgs(argv, env);
  if (!('options' in parsed)) throw new Error(`expected options, got ${JSON.stringify(parsed)}`);
  return parsed.options;
};
const error = (argv: string[], env: Record<string, string> = {}) => {
  const parsed = parseCliArgs(argv, env);
  return 'error' in parsed ? parsed.error : undefined;
};

describe('contract check arguments', () => {
  it('prints usage for --help', () => {
    expect(parseCliArgs(['--help'], {})).toEqual({ help: true });
    for (const option of ['--base-url', '--token-env', '--email', '--password-env', '--include', '--exclude'])
      expect(USAGE).toContain(option);
    for (const option of ['--unsafe', '--junit', '--json', '--timeout']) expect(USAGE).toContain(option);
  });

  it('reads the token from the named environment variable, without a Bearer prefix', () => {
    const parsed = options(['--base-url', 'https://api.example.com/', '--token-env', 'QA_TOKEN'], {
      QA_TOKEN: 'Bearer abc.def',
    });
    expect(parsed).toMatchObject({ baseUrl: 'https://api.example.com', token: 'abc.def', unsafe: false });
    expect(parsed.password).toBeUndefined();
  });

  it('takes an e-mail address and the password from the environment', () => {
    const parsed = options(
      ['--base-url', 'http://localhost:4010', '--email', 'qa@example.com', '--password-env', 'PW'],
      {
        PW: 's3cret!',
      },
    );
    expect(parsed).toMatchObject({ email: 'qa@example.com', password: 's3cret!', token: undefined });
  });

  it('splits --include and --exclude and reads the other options', () => {
    const parsed = options(
      [
        '--base-url=http://localhost:4010',
        '--token-env=T',
        '--include',
        'payments, customers',
        '--exclude',
        'getDonationReceipt,webhooks',
        '--unsafe',
        '--junit',
        'reports/contract.xml',
        '--json',
        'reports/contract.json',
        '--timeout',
        '2500',
      ],
      { T: 'tok' },
    );
    expect(parsed).toMatchObject({
      include: ['payments', 'customers'],
      exclude: ['getDonationReceipt', 'webhooks'],
      unsafe: true,
      junit: 'reports/contract.xml',
      json: 'reports/contract.json',
      timeoutMs: 2500,
    });
  });

  it('defaults to 10 s per request, read-only, all tags', () => {
    const parsed = options(['--base-url', 'http://x.test', '--token-env', 'T'], { T: 'tok' });
    expect(parsed).toMatchObject({ timeoutMs: DEFAULT_TIMEOUT_MS, unsafe: false, include: [], exclude: [] });
    expect(DEFAULT_TIMEOUT_MS).toBe(10000);
  });

  it('refuses missing or contradictory options', () => {
    expect(error(['--token-env', 'T'], { T: 'x' })).toMatch(/--base-url is required/);
    expect(error(['--base-url', 'localhost:4010', '--token-env', 'T'], { T: 'x' })).toMatch(/http\(s\) URL/);
    expect(error(['--base-url', 'http://x.test'])).toMatch(/--token-env VAR, or --email/);
    expect(error(['--base-url', 'http://x.test', '--email', 'a@b.de'])).toMatch(/--password-env/);
    expect(
      error(['--base-url', 'http://x.test', '--token-env', 'T', '--email', 'a@b.de', '--password-env', 'P'], {
        T: 'x',
        P: 'y',
      }),
    ).toMatch(/not both/);
    expect(error(['--base-url', 'http://x.test', '--token-env', 'MISSING'])).toMatch(/MISSING .*not set/);
    expect(
      error(['--base-url', 'http://x.test', '--token-env', 'T', '--timeout', 'soon'], { T: 'x' }),
    ).toMatch(/--timeout/);
    expect(error(['--base-url', 'http://x.test', '--token-env', 'T', '--bogus'], { T: 'x' })).toMatch(
      /bogus/,
    );
  });

  it('exits 0 for --help and 2 for bad options or unknown tags, without calling anything', async () => {
    const cli = async (argv: string[]) => {
      const lines: string[] = [];
      const io = {
        run: runContractCheck,
        out: (t: string) => lines.push(t),
        err: (t: string) => lines.push(t),
      };
      return { code: await runCli(argv, { T: 'tok-secret' }, io), text: lines.join('\n') };
    };
    expect((await cli(['--help'])).code).toBe(0);
    expect(await cli(['--token-env', 'T'])).toMatchObject({
      code: 2,
      text: expect.stringContaining('Usage:'),
    });
    const base = ['--base-url', 'http://127.0.0.1:9', '--token-env', 'T'];
    const typo = await cli([...base, '--include', 'paymnets']);
    expect(typo).toMatchObject({ code: 2, text: expect.stringContaining('--include: unknown tag paymnets') });
    expect(await cli([...base, '--exclude', 'nothing'])).toMatchObject({
      code: 2,
      text: expect.stringContaining('--exclude: no tag or operationId nothing'),
    });
    expect(typo.text).not.toContain('tok-secret');
  });
});
