/**
 * `npm run contract:proxy -- --target <url> [--port 4010]`: the validation proxy in front of a
 * backend (scripts/contract-check/proxy.ts). Prints every violation as it happens; Ctrl+C stops it
 * and prints the coverage, writes the JUnit and JSON reports (--junit, --json). Exit code 0 when
 * nothing broke the contract, 1 when something did, 2 on bad options or a target that does not
 * answer HTTP (one line each, no stack trace).
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { parseProxyArgs, probeTarget, PROXY_USAGE } from './contract-check/proxy-args.ts';
import { formatCoverage } from './contract-check/coverage.ts';
import { formatJunit } from './contract-check/junit.ts';
import { formatJson, formatFailures, summaryLine } from './contract-check/report.ts';
import type * as ProxyModule from './contract-check/proxy.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const fail = (message: string): never => {
  console.error(`contract proxy: ${message}`);
  process.exit(2);
};

const parsed = parseProxyArgs(process.argv.slice(2));
if ('help' in parsed) {
  console.log(PROXY_USAGE);
  process.exit(0);
}
if ('error' in parsed) fail(`${parsed.error} (npm run contract:proxy -- --help)`);
const options = (parsed as Exclude<typeof parsed, { error: string } | { help: true }>).options;

const problem = await probeTarget(options.target);
if (problem) fail(problem);

const { module } = await runnerImport<typeof ProxyModule>(
  fileURLToPath(new URL('./contract-check/proxy.ts', import.meta.url)),
  { configFile: false, logLevel: 'error' },
);
const proxy = await module
  .startProxy({
    target: options.target,
    port: options.port,
    host: options.host,
    out: (line) => console.log(line),
  })
  .catch((error: NodeJS.ErrnoException) =>
    fail(error.code === 'EADDRINUSE' ? `port ${options.port} is in use (--port)` : error.message),
  );
console.log(`Contract proxy on ${proxy.url} -> ${options.target}; every violation is printed as it happens.`);
console.log('Ctrl+C stops it and writes the reports.');

let stopping = false;
const stop = async () => {
  if (stopping) process.exit(130);
  stopping = true;
  const report = await proxy.stop();
  const write = (file: string, text: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  if (options.junit) write(options.junit, formatJunit(report));
  if (options.json) write(options.json, formatJson(report));
  const lines = [
    '',
    `${report.results.length} calls went through, ${report.summary.failed} with violations.`,
    ...formatFailures(report.results).slice(0, 200),
    '',
    'Coverage (declared statuses seen):',
    ...formatCoverage(report.coverage),
    ...report.warnings,
    summaryLine(report.summary),
  ];
  console.log(report.redact(lines.join('\n')));
  process.exit(report.exitCode);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
