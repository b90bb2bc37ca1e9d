/** The command line: options in, report out (table, JUnit, JSON), exit code back. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseCliArgs, USAGE, type CliOptions } from './args.ts';
import { formatHar } from './cassette.ts';
import { formatJunit } from './junit.ts';
import { formatJson, formatReport, unsafeBanner } from './report.ts';
import type { RunReport } from './types.ts';
import type { RunOptions } from './run.ts';

export interface CliIo {
  run: (options: RunOptions) => Promise<RunReport>;
  /** --replay: sends a cassette's requests again (replay.ts). */
  replay?: (options: RunOptions & { replay: string; replayCase?: number }) => Promise<RunReport>;
  /** Aborted on Ctrl+C: the run stops and the reports of what ran are still written. */
  signal?: AbortSignal;
  out: (text: string) => void;
  err: (text: string) => void;
}

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

export const runCli = async (argv: string[], env: Record<string, string | undefined>, io: CliIo) => {
  const parsed = parseCliArgs(argv, env);
  if ('help' in parsed) {
    io.out(USAGE);
    return 0;
  }
  if ('error' in parsed) {
    io.err(`contract check: ${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  const { options } = parsed;
  if (options.unsafe) io.out(unsafeBanner(options.baseUrl));
  io.out(
    options.replay
      ? `Replay of ${options.replay} against ${options.baseUrl || 'the backend it was recorded from'}`
      : `Contract check of ${options.baseUrl}${options.unsafe ? ' (unsafe)' : ' (read-only)'}`,
  );
  if (options.fuzz)
    io.out(
      `Fuzz pass: seed ${options.fuzz.seed} (--seed ${options.fuzz.seed} repeats it), ${options.fuzz.cases} requests, ` +
        `at most ${options.fuzz.timeLimitMs / 1000} s; curl lines read the token from $${options.fuzz.tokenEnv}`,
    );
  let report: RunReport;
  try {
    const runOptions = { ...toRunOptions(options), signal: io.signal };
    if (options.replay && !io.replay) throw new Error('--replay is not available here');
    report =
      options.replay && io.replay
        ? await io.replay({ ...runOptions, replay: options.replay, replayCase: options.replayCase })
        : await io.run(runOptions);
  } catch (error) {
    const secrets = [options.token, options.password].filter((s): s is string => !!s && s.length >= 4);
    const text = error instanceof Error ? error.message : String(error);
    const message = secrets.reduce((out, secret) => out.split(secret).join('***'), text);
    io.err(`contract check: ${message}`);
    return 2;
  }
  const har = !options.replay && report.exitCode ? formatHar(report.results) : undefined;
  if (har) {
    write(options.cassette, report.redact(har));
    const auth = options.tokenEnv
      ? `--token-env ${options.tokenEnv}`
      : `--email ${options.email ?? ''} --password-env ${options.passwordEnv ?? ''}`;
    report.replay = { file: options.cassette, auth };
  }
  io.out(formatReport(report));
  if (options.junit) write(options.junit, formatJunit(report));
  if (options.json) write(options.json, formatJson(report));
  return report.exitCode;
};

const toRunOptions = (options: CliOptions): RunOptions => ({
  baseUrl: options.baseUrl,
  token: options.token,
  email: options.email,
  password: options.password,
  include: options.include,
  exclude: options.exclude,
  unsafe: options.unsafe,
  timeoutMs: options.timeoutMs,
  fuzz: options.fuzz,
  stateful: options.stateful,
  minCoverage: options.minCoverage,
  allowRefusals: options.allowRefusals,
  maxResponseTimeMs: options.maxResponseTimeMs,
});
