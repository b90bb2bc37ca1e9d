/** Text output of the contract check: the table, the failures with a curl line each, the summary line. */
import { formatCoverage } from './coverage.ts';
import type { StatefulSummary } from './stateful.ts';
import type { FuzzSummary, OperationResult, RunReport, Summary } from './types.ts';
import { formatViolations } from './violations.ts';

export const summaryLine = ({ passed, failed, skipped }: Summary) =>
  `${passed} passed, ${failed} failed, ${skipped} skipped`;

export const unsafeBanner = (baseUrl: string) =>
  [
    '!'.repeat(78),
    '!!  --unsafe: this run CREATES, CHANGES AND DELETES data on',
    `!!  ${baseUrl}`,
    '!!  (customers, SEPA mandates, payments, products, paylinks, API keys, webhooks),',
    '!!  and sends broken inputs and undeclared methods to every write call.',
    '!!  Use it against sandboxes only, never against production.',
    '!'.repeat(78),
  ].join('\n');

const note = (result: OperationResult) =>
  [
    result.phase === 'read-only' ? '' : `[${result.phase}]`,
    result.cases && result.phase === 'fuzz' ? `${result.cases} requests` : '',
    result.skipReason ?? '',
  ]
    .filter(Boolean)
    .join(' ');

/** One row per call: method, path, status, ms, verdict (and why it was skipped). */
export const formatTable = (results: OperationResult[]): string[] => {
  const header = { method: 'METHOD', path: 'PATH', status: 'STATUS', ms: 'MS', verdict: 'VERDICT' };
  const rows = results.map((r) => ({
    method: r.method,
    path: r.path,
    status: r.status === undefined ? '-' : String(r.status),
    ms: r.ms === undefined ? '-' : String(r.ms),
    verdict: r.verdict,
    note: note(r),
  }));
  const width = (key: 'method' | 'path' | 'status' | 'ms') =>
    Math.max(header[key].length, ...rows.map((row) => row[key].length));
  const line = (row: typeof header & { note?: string }) =>
    [
      row.method.padEnd(width('method')),
      row.path.padEnd(width('path')),
      row.status.padStart(width('status')),
      row.ms.padStart(width('ms')),
      row.verdict.padEnd(7),
      row.note ?? '',
    ]
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
};

/** For each failed call: the failing checks, their first violations and a curl line to reproduce. */
export const formatFailures = (results: OperationResult[], replay?: RunReport['replay']): string[] => {
  const lines: string[] = [];
  for (const [index, result] of results.filter((r) => r.verdict === 'FAIL').entries()) {
    const where = result.phase === 'read-only' ? '' : ` [${result.phase}]`;
    lines.push('', `FAIL ${result.operationId}  ${result.method} ${result.target ?? result.path}${where}`);
    for (const check of result.checks.filter((c) => c.verdict === 'fail')) {
      lines.push(`  ${check.name}: ${check.message ?? 'failed'}`);
      lines.push(...formatViolations(check.violations).map((text) => `    ${text}`));
      if (check.curl) lines.push(`    reproduce: ${check.curl.split('\n').join('\n               ')}`);
    }
    if (replay)
      lines.push(`  replay: npm run contract -- --replay ${replay.file} --case ${index + 1} ${replay.auth}`);
  }
  return lines;
};

/** The fuzz pass in one line: what ran, and how to run it again. */
export const fuzzLine = (fuzz: FuzzSummary) =>
  `Fuzz pass: ${fuzz.cases} requests over ${fuzz.operations} operations in ${fuzz.seconds} s, ` +
  `${fuzz.failures} distinct failure${fuzz.failures === 1 ? '' : 's'}` +
  (fuzz.stoppedBy ? ` (stopped: ${fuzz.stoppedBy})` : '') +
  `; --seed ${fuzz.seed} repeats it.`;

export const statefulLine = (stateful: StatefulSummary) =>
  `Stateful pass: ${stateful.walked} of ${stateful.chains} chains walked (${stateful.steps} calls), ` +
  `${stateful.failed} failed.`;

/** The whole text report; the last line is exactly `N passed, N failed, N skipped`. */
export const formatReport = (report: RunReport): string => {
  const lines = [...formatTable(report.results)];
  const failures = formatFailures(report.results, report.replay);
  if (failures.length) lines.push('', 'Failures:', ...failures);
  lines.push('');
  if (report.notCalled.length) {
    const why = report.unsafe ? 'writes outside the --unsafe flows' : 'writes, left out of read-only runs';
    lines.push(`${report.notCalled.length} operations not called: ${why}.`);
  }
  if (report.fuzz) lines.push(fuzzLine(report.fuzz));
  if (report.stateful) lines.push(statefulLine(report.stateful));
  lines.push('', 'Coverage (declared statuses seen):', ...formatCoverage(report.coverage), '');
  lines.push(...report.warnings);
  if (report.error) lines.push(`ERROR: ${report.error}`);
  lines.push(summaryLine(report.summary));
  return report.redact(lines.join('\n'));
};

/** All results as JSON (no secrets: the report carries none, and the text is redacted anyway). */
export const formatJson = (report: RunReport): string => {
  const { redact: mask, ...data } = report;
  return mask(JSON.stringify(data, null, 2));
};
