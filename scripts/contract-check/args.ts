/** Command-line options of `npm run contract`, checked and turned into run options. */
import { parseArgs } from 'node:util';

export const DEFAULT_TIMEOUT_MS = 10000;
export const DEFAULT_FUZZ_CASES = 2000;
export const DEFAULT_FUZZ_TIME_LIMIT_S = 600;

export const USAGE = `Usage: npm run contract -- --base-url <url> [auth] [options]

Checks a backend against the contract (src-generated/openapi.json): every GET is called,
with ids chained from list responses into detail calls, and each response is checked
against the generated strict zod schemas. Then every GET is sent inputs that break one
rule of its contract (must answer 400), and every path methods it does not declare
(TRACE, GET where it has none; must answer 405 or 404). Read-only unless --unsafe is given.

Auth (one of):
  --token-env VAR          read the bearer token from the environment variable VAR
  --email <e-mail>         log in through POST /login with this e-mail address
  --password-env VAR         and the password from the environment variable VAR

Options:
  --base-url <url>         the backend, e.g. https://api.sandbox.example.com (required)
  --include <tags>         only these tags (comma list), e.g. payments,customers
  --exclude <items>        leave out these tags or operationIds (comma list)
  --unsafe                 also run create -> read -> update -> delete flows, send broken
                           inputs to the writes and an undeclared write method to every
                           path (SANDBOXES ONLY)
  --stateful               walk chains of calls built from the contract's links: create,
                           read, list, update, read, delete, read (404); needs --unsafe
  --min-coverage <0..1>    fail when the share of declared statuses seen is below it
  --junit <file>           write a JUnit XML report (one suite per tag)
  --json <file>            write all results as JSON
  --timeout <ms>           per request (default ${DEFAULT_TIMEOUT_MS})
  --max-response-time <ms> fail every answer slower than this (max_response_time)
  --allow-refusals         valid requests may be refused with a 4xx (by default that
                           fails positive_data_acceptance); --allow-refusals-of <ids>
                           allows it for these operationIds only (comma list)
  --cassette <file>        where a failing run writes its requests and answers (HAR;
                           default reports/contract-cassette.har)
  --replay <file>          send the requests of a cassette again and check the answers;
                           --case <n> only the failure numbered n
  --fuzz                   then a fuzz pass: requests generated from the contract (valid,
                           boundary, broken, without a token) for every operation; writes
                           only with --unsafe. Ctrl+C stops it and still writes the reports
  --seed <n>               the fuzz pass's seed (default: a new one, printed): the same seed
                           sends the same requests
  --fuzz-cases <n>         fuzz requests in all, shared out over the operations
                           (default ${DEFAULT_FUZZ_CASES})
  --fuzz-time-limit <s>    stop the fuzz pass after this many seconds (default ${DEFAULT_FUZZ_TIME_LIMIT_S})
  --help                   this text

Exit code: 0 when nothing failed, 1 when a check failed, 2 on bad options or a
backend that cannot be reached.
The token (and the password) never appear in any output or report.`;

export interface CliOptions {
  baseUrl: string;
  token?: string;
  email?: string;
  password?: string;
  include: string[];
  exclude: string[];
  unsafe: boolean;
  junit?: string;
  json?: string;
  timeoutMs: number;
  stateful: boolean;
  minCoverage?: number;
  allowRefusals?: true | string[];
  maxResponseTimeMs?: number;
  /** Where a failing run writes its cassette. */
  cassette: string;
  /** Replay this cassette instead of a run (and only its failure `replayCase`). */
  replay?: string;
  replayCase?: number;
  /** The variables the token or password came from, for the replay command of each failure. */
  tokenEnv?: string;
  passwordEnv?: string;
  /** The fuzz pass, when --fuzz is given; tokenEnv names the variable its curl lines read. */
  fuzz?: { seed: number; cases: number; timeLimitMs: number; tokenEnv: string };
}

export type ParsedArgs = { help: true } | { error: string } | { options: CliOptions };

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const parseCliArgs = (argv: string[], env: Record<string, string | undefined>): ParsedArgs => {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        'base-url': { type: 'string' },
        'token-env': { type: 'string' },
        email: { type: 'string' },
        'password-env': { type: 'string' },
        include: { type: 'string' },
        exclude: { type: 'string' },
        unsafe: { type: 'boolean', default: false },
        junit: { type: 'string' },
        json: { type: 'string' },
        timeout: { type: 'string' },
        fuzz: { type: 'boolean', default: false },
        stateful: { type: 'boolean', default: false },
        'min-coverage': { type: 'string' },
        seed: { type: 'string' },
        'fuzz-cases': { type: 'string' },
        'fuzz-time-limit': { type: 'string' },
        'max-response-time': { type: 'string' },
        'allow-refusals': { type: 'boolean', default: false },
        'allow-refusals-of': { type: 'string' },
        cassette: { type: 'string' },
        replay: { type: 'string' },
        case: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.help) return { help: true };

  if (values.case !== undefined && !values.replay) return { error: '--case needs --replay' };
  // A replay sends to the cassette's backend unless --base-url names another ('' here).
  const baseUrl = values['base-url'] ?? (values.replay ? '' : undefined);
  if (baseUrl === undefined) return { error: '--base-url is required' };
  if (baseUrl !== '' && (!/^https?:\/\/[^/]/.test(baseUrl) || !URL.canParse(baseUrl)))
    return { error: `--base-url must be an http(s) URL, got '${baseUrl}'` };

  const tokenEnv = values['token-env'];
  const passwordEnv = values['password-env'];
  const email = values.email;
  if (tokenEnv && (email || passwordEnv))
    return { error: 'give either --token-env or --email with --password-env, not both' };
  if (!tokenEnv && !(email && passwordEnv))
    return { error: 'give --token-env VAR, or --email <e-mail> with --password-env VAR' };
  let token: string | undefined;
  let password: string | undefined;
  if (tokenEnv) {
    token = env[tokenEnv]?.trim().replace(/^Bearer\s+/i, '');
    if (!token) return { error: `the environment variable ${tokenEnv} (--token-env) is not set or empty` };
  } else if (passwordEnv) {
    password = env[passwordEnv];
    if (!password) return { error: `the environment variable ${passwordEnv} (--password-env) is not set` };
  }

  let timeoutMs = DEFAULT_TIMEOUT_MS;
  if (values.timeout !== undefined) {
    timeoutMs = Number(values.timeout);
    if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
      return { error: `--timeout must be a positive number of milliseconds, got '${values.timeout}'` };
  }

  const minCoverage = values['min-coverage'] === undefined ? undefined : Number(values['min-coverage']);
  if (minCoverage !== undefined && !(minCoverage >= 0 && minCoverage <= 1))
    return { error: `--min-coverage must be a share from 0 to 1, got '${values['min-coverage']}'` };
  if (values.stateful && !values.unsafe)
    return { error: '--stateful creates, changes and deletes records: it needs --unsafe (sandboxes only)' };

  const positive = (name: string, value: string | undefined, fallback: number) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    return Number.isInteger(number) && number > 0
      ? number
      : `--${name} must be a positive whole number, got '${value}'`;
  };
  if (values['allow-refusals'] && values['allow-refusals-of'] !== undefined)
    return { error: 'give --allow-refusals (every operation) or --allow-refusals-of <ids>, not both' };
  const allowOf = values['allow-refusals-of'] === undefined ? undefined : list(values['allow-refusals-of']);
  if (allowOf && !allowOf.length) return { error: '--allow-refusals-of needs operationIds (comma list)' };
  let maxResponseTimeMs: number | undefined;
  if (values['max-response-time'] !== undefined) {
    const limit = positive('max-response-time', values['max-response-time'], 0);
    if (typeof limit === 'string') return { error: limit.replace('whole number', 'number of milliseconds') };
    maxResponseTimeMs = limit;
  }
  const replayCase = values.case === undefined ? undefined : positive('case', values.case, 0);
  if (typeof replayCase === 'string') return { error: replayCase };
  const fuzzOnly = ['seed', 'fuzz-cases', 'fuzz-time-limit'].find(
    (name) => values[name as 'seed'] !== undefined && !values.fuzz,
  );
  if (fuzzOnly) return { error: `--${fuzzOnly} needs --fuzz` };
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0)
    return { error: `--seed must be a whole number, got '${values.seed}'` };
  const cases = positive('fuzz-cases', values['fuzz-cases'], DEFAULT_FUZZ_CASES);
  if (typeof cases === 'string') return { error: cases };
  const seconds = positive('fuzz-time-limit', values['fuzz-time-limit'], DEFAULT_FUZZ_TIME_LIMIT_S);
  if (typeof seconds === 'string') return { error: seconds };
  const fuzz = values.fuzz
    ? { seed, cases, timeLimitMs: seconds * 1000, tokenEnv: tokenEnv ?? 'CONTRACT_TOKEN' }
    : undefined;

  return {
    options: {
      fuzz,
      baseUrl: baseUrl.replace(/\/+$/, ''),
      token,
      email,
      password,
      include: list(values.include),
      exclude: list(values.exclude),
      unsafe: values.unsafe === true,
      junit: values.junit,
      json: values.json,
      timeoutMs,
      stateful: values.stateful === true,
      minCoverage,
      allowRefusals: values['allow-refusals'] ? true : allowOf,
      maxResponseTimeMs,
      cassette: values.cassette ?? 'reports/contract-cassette.har',
      replay: values.replay,
      replayCase,
      tokenEnv,
      passwordEnv,
    },
  };
};
