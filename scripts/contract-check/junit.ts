/**
 * JUnit XML: one <testsuite> per tag, one <testcase> per call and check (classname
 * `<tag>.<operationId>`, name `<METHOD> <path> <check>`), <failure> with the violations and the
 * curl line, <skipped> with the reason.
 */
import { checkNamesOf, type CheckResult, type OperationResult, type RunReport } from './types.ts';
import { formatViolation } from './violations.ts';

export const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const attrs = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');

/** The checks of a call; a skipped call has every check skipped with its reason. */
const checksOf = (result: OperationResult): CheckResult[] =>
  result.verdict === 'SKIP' && !result.checks.length
    ? checkNamesOf(result.phase).map((name) => ({
        name,
        verdict: 'skip',
        message: result.skipReason,
        violations: [],
      }))
    : result.checks;

const testcase = (result: OperationResult, check: CheckResult, seconds: number) => {
  const phase = result.phase === 'read-only' ? '' : ` [${result.phase}]`;
  const head = `    <testcase${attrs({
    classname: `${result.tag}.${result.operationId}`,
    name: `${result.method} ${result.path}${phase} ${check.name}`,
    time: seconds.toFixed(3),
  })}`;
  if (check.verdict === 'pass') return `${head}/>`;
  if (check.verdict === 'skip')
    return `${head}>\n      <skipped${attrs({ message: check.message ?? 'skipped' })}/>\n    </testcase>`;
  const lines = check.violations.map(formatViolation);
  const message = lines.slice(0, 3).join('; ') + (lines.length > 3 ? ` (+${lines.length - 3} more)` : '');
  const detail = [...lines.slice(0, 50), ...(check.curl ? [`reproduce: ${check.curl}`] : [])].join('\n');
  return `${head}>\n      <failure${attrs({ message, type: check.name })}>${escapeXml(detail)}</failure>\n    </testcase>`;
};

/** Each suite's properties: its tag's coverage, the run's, the stateful figures and the warnings. */
const properties = (report: RunReport, tag: string) => {
  const own = report.coverage.byTag.find((row) => row.tag === tag);
  const { total } = report.coverage;
  const values: [string, string | number][] = [
    ...(own
      ? ([
          ['coverage.operations', `${own.called}/${own.operations}`],
          ['coverage.statuses', `${own.seen}/${own.statuses}`],
        ] as [string, string][])
      : []),
    ['coverage.run.statuses', `${total.seen}/${total.statuses}`],
    ['coverage.run.ratio', report.coverage.ratio.toFixed(3)],
    ...(report.minCoverage === undefined ? [] : [['coverage.min', report.minCoverage] as [string, number]]),
    ...(report.stateful
      ? ([
          ['stateful.chains', report.stateful.chains],
          ['stateful.walked', report.stateful.walked],
          ['stateful.failed', report.stateful.failed],
        ] as [string, number][])
      : []),
    ...report.warnings.map((text, index) => [`warning.${index + 1}`, text] as [string, string]),
  ];
  const lines = values.map(([name, value]) => `      <property${attrs({ name, value })}/>`);
  return `    <properties>\n${lines.join('\n')}\n    </properties>\n`;
};

export const formatJunit = (report: RunReport): string => {
  const tags = [...new Set(report.results.map((result) => result.tag))];
  const suites: string[] = [];
  let total = 0;
  let failures = 0;
  let skipped = 0;
  let time = 0;
  for (const tag of tags) {
    const cases: string[] = [];
    let suiteFailures = 0;
    let suiteSkipped = 0;
    let suiteTime = 0;
    for (const result of report.results.filter((r) => r.tag === tag)) {
      const seconds = (result.ms ?? 0) / 1000;
      suiteTime += seconds;
      checksOf(result).forEach((check, index) => {
        if (check.verdict === 'fail') suiteFailures += 1;
        if (check.verdict === 'skip') suiteSkipped += 1;
        cases.push(testcase(result, check, index === 0 ? seconds : 0));
      });
    }
    total += cases.length;
    failures += suiteFailures;
    skipped += suiteSkipped;
    time += suiteTime;
    suites.push(
      `  <testsuite${attrs({
        name: tag,
        tests: cases.length,
        failures: suiteFailures,
        errors: 0,
        skipped: suiteSkipped,
        time: suiteTime.toFixed(3),
        timestamp: report.startedAt,
      })}>\n${properties(report, tag)}${cases.join('\n')}\n  </testsuite>`,
    );
  }
  const root = attrs({
    name: 'contract check',
    tests: total,
    failures,
    errors: 0,
    skipped,
    time: time.toFixed(3),
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${root}>\n${suites.join('\n')}\n</testsuites>\n`;
  return report.redact(xml);
};
