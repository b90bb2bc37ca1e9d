/**
 * `npm test`: every check, each run even when an earlier one failed, then a summary. Exits non-zero
 * when any step failed. A failed step's failure lines are repeated under the summary, so the end of
 * the output (all a CI log may keep) names what failed.
 *
 * The checks need about twice the CPU time the suite takes on two cores, and each runner leaves a
 * core idle now and then (a test waiting for a page, a timer or the next file), so after the
 * drift check (which rewrites src-generated/ and runs alone) two steps run at a time, each runner
 * taking the next step of one queue, the longest first: the e2e of the mock build beside the
 * component tests, then lint, the node's unit tests, the production build's e2e, typecheck and the
 * contract check as a runner comes free. So the two runners end close together, whatever a machine makes of each
 * step. Neither runs at a lower priority: on a machine busy with other work a lowered one would
 * wait for all of it. A step's output is printed as one block when it ends.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import {
  cpuAccountingGroup,
  endedChildrenCpuSeconds,
  machineCpuSeconds,
  stepGroupName,
  playwrightTimings,
  timingTable,
  vitestTimings,
  type StepTimings,
} from './test-timings.ts';

/** Where the runners write their JSON reports (TEST_TIMINGS_DIR, read by their configs). */
const timingsDir = resolve('.test-timings');
const root = resolve('.');

type Step = {
  name: string;
  script: string;
  /** Passed on to the script. */
  args?: string[];
  timings?: { runner: 'vitest' | 'playwright'; file: string };
};

/** Run first and alone, in this order. */
const first: Step[] = [
  { name: 'contract lint', script: 'lint:contract' },
  { name: 'generated-code drift', script: 'check:generated' },
];
/** Then two at a time, in this order: the longest first, so that the two runners end together. */
const queue: Step[] = [
  { name: 'browser e2e', script: 'test:e2e', timings: { runner: 'playwright', file: 'e2e.json' } },
  // One Vitest worker beside the browser: two made the machine run four busy processes on two
  // cores, which cost more CPU than they saved in time. The node tests follow in a run of their own.
  {
    name: 'component tests',
    script: 'test:unit',
    args: ['--project', 'dom', '--project', 'dom-isolated', '--maxWorkers=1'],
    timings: { runner: 'vitest', file: 'unit-dom.json' },
  },
  { name: 'lint', script: 'lint' },
  {
    name: 'unit tests',
    script: 'test:unit',
    args: ['--project', 'node'],
    timings: { runner: 'vitest', file: 'unit-node.json' },
  },
  {
    name: 'browser e2e of the production build',
    script: 'test:e2e:production',
    timings: { runner: 'playwright', file: 'e2e-production.json' },
  },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'contract check against the mock server', script: 'test:contract' },
];
/** The order of the summary. */
const order = [...first, ...queue].map((step) => step.name);

/** Lines that name a failure in the tools' output: Vitest, Playwright, tsc, ESLint. */
const failureLine = /(FAIL|✘|×|✗|Error:|error TS|Timed out|failed)/;
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * A step's CPU: where a CPU accounting group can be made, every process the step started; else
 * what the CPU of this process's ended children grew by when the step ended (the processes that
 * were waited for: a browser's helpers are missed, about half of an e2e step's CPU).
 */
let cpuCounted = endedChildrenCpuSeconds();
let counting: 'groups' | 'ended processes' = 'groups';

/** Runs an npm script; resolves with its output and, on Linux, the CPU-seconds it took. */
function run({
  name,
  script,
  args = [],
  timings,
}: Step): Promise<{ ok: boolean; output: string; cpu: number | undefined }> {
  // A runner's JSON report goes where the step's timings are read from.
  const report =
    timings?.runner === 'vitest' ? [`--outputFile.json=${resolve(timingsDir, timings.file)}`] : [];
  const extra = [...args, ...report];
  const group = cpuAccountingGroup(stepGroupName(process.pid, name));
  if (!group) counting = 'ended processes';
  const argv = ['npm', 'run', '--silent', script, ...(extra.length ? ['--', ...extra] : [])];
  const [command = 'npm', ...commandArgs] = group ? group.command(argv) : argv;
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEST_TIMINGS_DIR: timingsDir },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let cpu: number | undefined;
    child.on('exit', () => {
      const now = endedChildrenCpuSeconds();
      if (now !== undefined && cpuCounted !== undefined) cpu = now - cpuCounted;
      cpuCounted = now;
    });
    child.on('close', (code) => {
      if (group) {
        cpu = group.seconds() ?? cpu;
        group.remove();
      }
      resolve({ ok: code === 0, output, cpu });
    });
  });
}

const only = process.argv.slice(2);
const results: { name: string; ok: boolean; seconds: number; cpu?: number; failures: string[] }[] = [];
const timings: StepTimings[] = [];
rmSync(timingsDir, { recursive: true, force: true });
mkdirSync(timingsDir, { recursive: true });
const started = Date.now();
const machineBefore = machineCpuSeconds();
const clock = () => `${Math.round((Date.now() - started) / 1000)} s`;

const cpuText = (cpu: number | undefined) => (cpu === undefined ? '' : `, ${cpu.toFixed(0)} CPU-s`);

const runStep = async (step: Step) => {
  console.log(`[${clock()}] ${step.name} (npm run ${step.script}) started`);
  const t0 = Date.now();
  const { ok, output, cpu } = await run(step);
  const seconds = (Date.now() - t0) / 1000;
  console.log(
    `\n━━ ${step.name} (npm run ${step.script}): ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s${cpuText(cpu)}`,
  );
  process.stdout.write(output.endsWith('\n') || !output ? output : `${output}\n`);
  const failures = ok
    ? []
    : output
        .replace(ansi, '')
        .split('\n')
        .filter((line) => failureLine.test(line) && !/^\s*✓/.test(line))
        .map((line) => line.trim().slice(0, 200));
  results.push({ name: step.name, ok, seconds, cpu, failures });
  const report = step.timings && resolve(timingsDir, step.timings.file);
  if (step.timings && report && existsSync(report)) {
    const json: unknown = JSON.parse(readFileSync(report, 'utf8'));
    const slowest = step.timings.runner === 'vitest' ? vitestTimings(json, root) : playwrightTimings(json);
    timings.push({ step: step.name, seconds, cpuSeconds: cpu, ...slowest });
  } else timings.push({ step: step.name, seconds, cpuSeconds: cpu, files: [], tests: [] });
};

const chosen = (steps: Step[]) => steps.filter((step) => !only.length || only.includes(step.script));
const runInTurn = async (steps: Step[]) => {
  for (const step of steps) await runStep(step);
};
/** Two runners, each taking the queue's next step when it is free. */
const runTwoAtATime = async (steps: Step[]) => {
  const waiting = [...steps];
  const runner = async () => {
    for (let step = waiting.shift(); step; step = waiting.shift()) await runStep(step);
  };
  await Promise.all([runner(), runner()]);
};

await runInTurn(chosen(first));
await runTwoAtATime(chosen(queue));

const byOrder = <T extends { name?: string; step?: string }>(items: T[]) =>
  [...items].sort((a, b) => order.indexOf(a.name ?? a.step ?? '') - order.indexOf(b.name ?? b.step ?? ''));
const ordered = byOrder(results);
const orderedTimings = byOrder(timings);

writeFileSync('.test-timings.json', `${JSON.stringify({ steps: orderedTimings }, null, 2)}\n`);
const table = timingTable(orderedTimings);
if (table)
  console.log(`\n━━ The slowest files and tests (all 20 of each step in .test-timings.json)\n${table}`);

for (const r of ordered.filter((result) => !result.ok)) {
  console.log(`\n━━ What failed in ${r.name}`);
  const unique = [...new Set(r.failures)];
  for (const line of unique.slice(0, 30)) console.log(`  ${line}`);
  if (unique.length > 30) console.log(`  … and ${unique.length - 30} more lines`);
  if (!unique.length) console.log('  (no failure line recognised: see the step output above)');
}

const width = Math.max(...ordered.map((r) => r.name.length));
console.log('\n━━ Summary (two steps at a time after the drift check)');
for (const r of ordered) {
  console.log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(6)} s${cpuText(r.cpu)}`,
  );
}
const failed = ordered.filter((r) => !r.ok);
const cpus = ordered.map((r) => r.cpu);
const totalCpu = cpus.every((cpu) => cpu !== undefined) ? cpus.reduce((sum, cpu) => sum + cpu, 0) : undefined;
const machineAfter = machineCpuSeconds();
const busy =
  machineBefore && machineAfter
    ? `; the machine's cores busy ${(
        (100 * (machineAfter.busy - machineBefore.busy)) /
        (machineAfter.total - machineBefore.total)
      ).toFixed(0)} % of the time`
    : '';
console.log(
  `\n${ordered.length - failed.length} passed, ${failed.length} failed in ${((Date.now() - started) / 1000).toFixed(1)} s${cpuText(totalCpu)}${totalCpu === undefined ? '' : ` (counted by ${counting})`}${busy} (load average at the end: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(', ')})`,
);
process.exit(failed.length ? 1 : 0);
