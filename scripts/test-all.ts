/**
 * `npm test`: every check, each run even when an earlier one failed, then a summary.
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

/**
 * The steps; those with `timings` write a JSON report of that runner under `timingsDir`; those
 * `alongside` run side by side before the others (below).
 */
type Step = {
  name: string;
  script: string;
  alongside?: true;
  timings?: { runner: 'vitest' | 'playwright'; file: string };
};
const steps: Step[] = [
  { name: 'contract lint', script: 'lint:contract', alongside: true },
  { name: 'generated-code drift', script: 'check:generated', alongside: true },
  { name: 'typecheck', script: 'typecheck', alongside: true },
  { name: 'lint', script: 'lint', alongside: true },
  { name: 'contract check against the mock server', script: 'test:contract', alongside: true },
  { name: 'unit and component tests', script: 'test:unit', timings: { runner: 'vitest', file: 'unit.json' } },
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

/** Runs one script; its output goes to the terminal as it comes, or is kept for later (`live`). */
function run(script: string, live: boolean): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, TEST_TIMINGS_DIR: timingsDir },
    });
    let output = '';
    const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
      if (live) to.write(chunk);
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

const runStep = async (step: Step, live: boolean) => {
  if (live) console.log(`\n━━ ${step.name} (npm run ${step.script})`);
  const t0 = Date.now();
  const { ok, output } = await run(step.script, live);
  const seconds = (Date.now() - t0) / 1000;
  if (!live)
    console.log(`\n━━ ${step.name} (npm run ${step.script}, ${seconds.toFixed(1)} s)\n${output.trimEnd()}`);
  const failures = ok
    ? []
    : output
        .replace(ansi, '')
        .split('\n')
        .filter((line) => failureLine.test(line) && !/^\s*✓/.test(line))
        .map((line) => line.trim().slice(0, 200));
  const report = step.timings && resolve(timingsDir, step.timings.file);
  let slowest: Omit<StepTimings, 'step' | 'seconds'> = { files: [], tests: [] };
  if (step.timings && report && existsSync(report)) {
    const json: unknown = JSON.parse(readFileSync(report, 'utf8'));
    slowest = step.timings.runner === 'vitest' ? vitestTimings(json, root) : playwrightTimings(json);
  }
  return {
    result: { name: step.name, ok, seconds, failures },
    timing: { step: step.name, seconds, ...slowest },
  };
};

/**
 * The checks that use one core each (the contract's lint, the drift check, the typecheck, ESLint
 * beside Prettier, the contract check) run side by side on the machine's cores; each one's output
 * is printed whole when it ends. The test runners, which use every core, run one after another
 * with their output as it comes.
 */
const chosen = steps.filter((step) => !only.length || only.includes(step.script));
const alongside = chosen.filter((step) => step.alongside);
for (const done of await Promise.all(alongside.map((step) => runStep(step, alongside.length === 1)))) {
  results.push(done.result);
  timings.push(done.timing);
}
for (const step of chosen.filter((candidate) => !candidate.alongside)) {
  const done = await runStep(step, true);
  results.push(done.result);
  timings.push(done.timing);
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
