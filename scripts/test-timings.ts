/**
 * The suite's timing report: from the JSON reports of Vitest and Playwright, the slowest files and
 * the slowest tests of each step, so that the next slow test is seen when it lands. `npm test`
 * asks both runners for a JSON report (TEST_TIMINGS_DIR), then writes `.test-timings.json` and
 * prints a short table.
 */

import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

export type Timed = { name: string; seconds: number };
export type StepTimings = {
  step: string;
  seconds: number;
  /** The CPU-seconds of every process the step ran (Linux). */
  cpuSeconds?: number;
  files: Timed[];
  tests: Timed[];
};

const SLOWEST = 20;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A file's path from the project's root, whatever root the runner printed. */
const relative = (file: string, root: string) =>
  root && file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;

const slowest = (items: Timed[], n = SLOWEST) =>
  [...items]
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name))
    .slice(0, n)
    .map((item) => ({ name: item.name, seconds: Math.round(item.seconds * 100) / 100 }));

/**
 * Vitest's JSON report (Jest's shape): a file's time from its start to its end, a test's from its
 * duration; a test is named by its file and its full title.
 */
export const vitestTimings = (report: unknown, root: string): Omit<StepTimings, 'step' | 'seconds'> => {
  const files: Timed[] = [];
  const tests: Timed[] = [];
  for (const fileResult of list(record(report).testResults)) {
    const file = record(fileResult);
    const name = relative(text(file.name), root);
    files.push({ name, seconds: (number(file.endTime) - number(file.startTime)) / 1000 });
    for (const assertion of list(file.assertionResults)) {
      const test = record(assertion);
      tests.push({ name: `${name} › ${text(test.fullName)}`, seconds: number(test.duration) / 1000 });
    }
  }
  return { files: slowest(files), tests: slowest(tests) };
};

/**
 * Playwright's JSON report: suites nest (file, describe blocks), each spec has a test per project
 * and each test its results (one per run; retries are off). A file's time is the sum of its tests'.
 */
export const playwrightTimings = (report: unknown): Omit<StepTimings, 'step' | 'seconds'> => {
  const byFile = new Map<string, number>();
  const tests: Timed[] = [];
  const walk = (suite: Record<string, unknown>, titles: string[]) => {
    for (const child of list(suite.suites)) {
      const inner = record(child);
      walk(inner, [...titles, text(inner.title)]);
    }
    for (const entry of list(suite.specs)) {
      const spec = record(entry);
      const file = text(spec.file);
      const seconds =
        list(spec.tests)
          .flatMap((test) => list(record(test).results))
          .reduce((sum: number, result) => sum + number(record(result).duration), 0) / 1000;
      byFile.set(file, (byFile.get(file) ?? 0) + seconds);
      const title = [...titles.slice(1), text(spec.title)].filter(Boolean).join(' › ');
      tests.push({ name: `${file} › ${title}`, seconds });
    }
  };
  for (const suite of list(record(report).suites)) {
    const top = record(suite);
    walk(top, [text(top.title)]);
  }
  const files = [...byFile].map(([name, seconds]) => ({ name, seconds }));
  return { files: slowest(files), tests: slowest(tests) };
};

/** The table printed at the end of `npm test`: the five slowest files and tests of each step. */
export const timingTable = (steps: StepTimings[], rows = 5): string => {
  const lines: string[] = [];
  for (const step of steps) {
    if (!step.files.length && !step.tests.length) continue;
    lines.push(`${step.step} (${step.seconds.toFixed(1)} s)`);
    for (const [kind, items] of [
      ['file', step.files],
      ['test', step.tests],
    ] as const)
      for (const item of items.slice(0, rows))
        lines.push(`  ${kind}  ${item.seconds.toFixed(1).padStart(6)} s  ${item.name.slice(0, 110)}`);
  }
  return lines.join('\n');
};

/** A file of /proc or /sys, or undefined where there is none (another system). */
const readText = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * The CPU time of this process's children that have ended, in seconds (Linux: the `cutime` and
 * `cstime` fields of /proc/self/stat, in clock ticks of 1/100 s); undefined elsewhere. A child's
 * figure counts every process under it that was waited for: a step's runner, its workers, the
 * browsers and servers it started.
 */
export const endedChildrenCpuSeconds = (stat?: string): number | undefined => {
  const text = stat ?? readText('/proc/self/stat');
  if (text === undefined) return undefined;
  // The fields after the command's name, which is in parentheses and may hold spaces: state is
  // field 3, cutime and cstime fields 16 and 17.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  return Number.isFinite(cutime) && Number.isFinite(cstime) ? (cutime + cstime) / 100 : undefined;
};

/**
 * The whole machine's CPU since boot, in seconds (Linux: the `cpu` line of /proc/stat, in clock
 * ticks of 1/100 s): the time every core was busy (any process's, ours or not) and the time in all.
 * Two readings tell how busy the cores were over a run: a suite that keeps them near 100 % is
 * bound by its work, one well below waits.
 */
export const machineCpuSeconds = (stat?: string): { busy: number; total: number } | undefined => {
  const line = (stat ?? readText('/proc/stat'))
    ?.split('\n')
    .find((candidate) => candidate.startsWith('cpu '));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal (guest time is counted in user already).
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 5 || ticks.some((tick) => !Number.isFinite(tick))) return undefined;
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  const waiting = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - waiting) / 100, total: total / 100 };
};

/**
 * The accounting group of a step, by the step's name: two steps of one script (the component
 * tests and the node's unit tests are both `test:unit`) may run at once.
 */
export const stepGroupName = (pid: number, step: string) => `portal-test-${pid}-${step.replace(/\W+/g, '-')}`;

/**
 * A CPU accounting group for one step (Linux, cgroup v1 `cpuacct`, where this user may make one):
 * every process the step starts is counted, also those its runners leave to be reaped by others
 * (a browser's helpers), which `endedChildrenCpuSeconds` does not see. `command` wraps the step's
 * command so that it enters the group before it starts; `seconds` reads what the group used;
 * `remove` drops the group once its processes have ended. Undefined where no group can be made.
 */
export const cpuAccountingGroup = (
  name: string,
  root = '/sys/fs/cgroup/cpuacct',
):
  | { command: (argv: string[]) => string[]; seconds: () => number | undefined; remove: () => void }
  | undefined => {
  const dir = join(root, name);
  const procs = join(dir, 'cgroup.procs');
  try {
    mkdirSync(dir);
  } catch {
    return undefined;
  }
  // A short process proves the group takes processes before a step relies on it.
  if (spawnSync('sh', ['-c', 'echo $$ > "$0"', procs]).status !== 0) {
    try {
      rmdirSync(dir);
    } catch {
      // Left to the system.
    }
    return undefined;
  }
  return {
    command: (argv) => ['sh', '-c', 'echo $$ > "$0" && exec "$@"', procs, ...argv],
    seconds: () => {
      const usage = readText(join(dir, 'cpuacct.usage'));
      return usage === undefined ? undefined : Number(usage) / 1e9;
    },
    remove: () => {
      try {
        rmdirSync(dir);
      } catch {
        // A process of the step still runs (a server it left behind): the group stays.
      }
    },
  };
};
