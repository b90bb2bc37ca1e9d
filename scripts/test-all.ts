/**
 * `npm test`: every check in order, each run even when an earlier one failed, then a summary.
 * Exits non-zero when any step failed. A failed step's failure lines are repeated under the summary,
 * so the end of the output (all a CI log may keep) names what failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { playwrightTimings, timingTable, vitestTimings, type StepTimings } from './test-timings.ts';

/** Where the runners write their JSON reports (TEST_TIMINGS_DIR, read by their configs). */
const timingsDir = resolve('.test-timings');
const root = resolve('.');

/** The steps; those with `timings` write a JSON report of that runner under `timingsDir`. */
const steps: { name: string; script: string; timings?: { runner: 'vitest' | 'playwright'; file: string } }[] =
  [
    { name: 'contract lint', script: 'lint:contract' },
    { name: 'generated-code drift', script: 'check:generated' },
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    {
      name: 'unit and component tests',
      script: 'test:unit',
      timings: { runner: 'vitest', file: 'unit.json' },
    },
    { name: 'contract check against the mock server', script: 'test:contract' },
    { name: 'browser e2e', script: 'test:e2e', timings: { runner: 'playwright', file: 'e2e.json' } },
    {
      name: 'browser e2e of the production build',
      script: 'test:e2e:production',
      timings: { runner: 'playwright', file: 'e2e-production.json' },
    },
  ];

/** Lines that name a failure in the tools' output: Vitest, Playwright, tsc, ESLint. */
const failureLine = /(FAIL|✘|×|✗|Error:|error TS|Timed out|failed)/;
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function run(script: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, TEST_TIMINGS_DIR: timingsDir },
    });
    let output = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      to.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number; failures: string[] }[] = [];
const timings: StepTimings[] = [];
rmSync(timingsDir, { recursive: true, force: true });
mkdirSync(timingsDir, { recursive: true });
const started = Date.now();
for (const step of steps) {
  if (only.length && !only.includes(step.script)) continue;
  console.log(`\n━━ ${step.name} (npm run ${step.script})`);
  const t0 = Date.now();
  const { ok, output } = await run(step.script);
  const failures = ok
    ? []
    : output
        .replace(ansi, '')
        .split('\n')
        .filter((line) => failureLine.test(line) && !/^\s*✓/.test(line))
        .map((line) => line.trim().slice(0, 200));
  const seconds = (Date.now() - t0) / 1000;
  results.push({ name: step.name, ok, seconds, failures });
  const report = step.timings && resolve(timingsDir, step.timings.file);
  if (step.timings && report && existsSync(report)) {
    const json: unknown = JSON.parse(readFileSync(report, 'utf8'));
    const slowest = step.timings.runner === 'vitest' ? vitestTimings(json, root) : playwrightTimings(json);
    timings.push({ step: step.name, seconds, ...slowest });
  } else timings.push({ step: step.name, seconds, files: [], tests: [] });
}

writeFileSync('.test-timings.json', `${JSON.stringify({ steps: timings }, null, 2)}\n`);
const table = timingTable(timings);
if (table)
  console.log(`\n━━ The slowest files and tests (all 20 of each step in .test-timings.json)\n${table}`);

for (const r of results.filter((result) => !result.ok)) {
  console.log(`\n━━ What failed in ${r.name}`);
  const unique = [...new Set(r.failures)];
  for (const line of unique.slice(0, 30)) console.log(`  ${line}`);
  if (unique.length > 30) console.log(`  … and ${unique.length - 30} more lines`);
  if (!unique.length) console.log('  (no failure line recognised: see the step output above)');
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\n━━ Summary');
for (const r of results) {
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(width)}  ${r.seconds.toFixed(1)} s`);
}
const failed = results.filter((r) => !r.ok);
console.log(
  `\n${results.length - failed.length} passed, ${failed.length} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed.length ? 1 : 0);
