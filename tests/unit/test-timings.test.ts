import { describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import {
  cpuAccountingGroup,
  endedChildrenCpuSeconds,
  machineCpuSeconds,
  stepGroupName,
  playwrightTimings,
  timingTable,
  vitestTimings,
} from '../../scripts/test-timings.ts';

const assertion = (fullName: string, duration: number) => ({ fullName, duration, status: 'passed' });

describe("npm test's timing report", () => {
  it("reads Vitest's JSON report: files by their time, tests by their duration, from the project's root", () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          startTime: 1000,
          endTime: 1500,
          assertionResults: [assertion('a one', 120), assertion('a two', 300)],
        },
        {
          name: '/repo/src/b.test.ts',
          startTime: 1000,
          endTime: 3250,
          assertionResults: [assertion('b', 2000)],
        },
      ],
    };
    expect(vitestTimings(report, '/repo')).toEqual({
      files: [
        { name: 'src/b.test.ts', seconds: 2.25 },
        { name: 'src/a.test.ts', seconds: 0.5 },
      ],
      tests: [
        { name: 'src/b.test.ts › b', seconds: 2 },
        { name: 'src/a.test.ts › a two', seconds: 0.3 },
        { name: 'src/a.test.ts › a one', seconds: 0.12 },
      ],
    });
  });

  it("reads Playwright's nested suites: a test named by its describe blocks, a file by its tests' sum", () => {
    const spec = (file: string, title: string, duration: number) => ({
      file,
      title,
      tests: [{ results: [{ duration }] }],
    });
    const report = {
      suites: [
        {
          title: 'login.spec.ts',
          specs: [spec('login.spec.ts', 'signs in', 1500)],
          suites: [{ title: 'errors', specs: [spec('login.spec.ts', 'a wrong password', 2500)] }],
        },
        { title: 'walk.spec.ts', specs: [spec('walk.spec.ts', 'every route', 9000)] },
      ],
    };
    expect(playwrightTimings(report)).toEqual({
      files: [
        { name: 'walk.spec.ts', seconds: 9 },
        { name: 'login.spec.ts', seconds: 4 },
      ],
      tests: [
        { name: 'walk.spec.ts › every route', seconds: 9 },
        { name: 'login.spec.ts › errors › a wrong password', seconds: 2.5 },
        { name: 'login.spec.ts › signs in', seconds: 1.5 },
      ],
    });
  });

  it('keeps the 20 slowest and reads a malformed report as empty', () => {
    const many = {
      testResults: Array.from({ length: 30 }, (_, i) => ({
        name: `/r/t${i}.test.ts`,
        startTime: 0,
        endTime: i * 100,
        assertionResults: [],
      })),
    };
    const { files } = vitestTimings(many, '/r');
    expect(files).toHaveLength(20);
    expect(files[0]).toEqual({ name: 't29.test.ts', seconds: 2.9 });
    expect(vitestTimings(null, '/r')).toEqual({ files: [], tests: [] });
    expect(playwrightTimings({ suites: 'no' })).toEqual({ files: [], tests: [] });
  });

  it('prints the five slowest of each step that has tests, and leaves out the others', () => {
    const table = timingTable([
      { step: 'typecheck', seconds: 10, files: [], tests: [] },
      {
        step: 'browser e2e',
        seconds: 300.04,
        files: [{ name: 'walk.spec.ts', seconds: 9 }],
        tests: [{ name: 'walk.spec.ts › every route', seconds: 9 }],
      },
    ]);
    expect(table.split('\n')).toEqual([
      'browser e2e (300.0 s)',
      '  file     9.0 s  walk.spec.ts',
      '  test     9.0 s  walk.spec.ts › every route',
    ]);
  });

  it("reads the ended children's CPU from /proc/self/stat, whatever the command's name holds", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime ...
    const stat = '4242 (node (a) b) S 1 4242 4242 0 -1 4194304 10 20 0 0 150 30 12345 678 20 0 11 0 100';
    expect(endedChildrenCpuSeconds(stat)).toBe(130.23);
  });

  it('counts the CPU of a child once it has ended', () => {
    const before = endedChildrenCpuSeconds();
    if (before === undefined) return expect(process.platform).not.toBe('linux');
    // A child that spends 0.3 s of CPU, however busy the machine.
    spawnSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 300_000);']);
    const after = endedChildrenCpuSeconds() ?? 0;
    expect(after - before).toBeGreaterThanOrEqual(0.2);
  });

  it("reads the machine's busy and whole CPU time from /proc/stat, idle and I/O wait not busy", () => {
    const stat = 'cpu  100 5 50 800 20 3 10 2 0 0\ncpu0 50 2 25 400 10 1 5 1 0 0\nintr 1 2 3';
    expect(machineCpuSeconds(stat)).toEqual({ busy: 1.7, total: 9.9 });
    expect(machineCpuSeconds('intr 1 2 3')).toBeUndefined();
  });

  it("counts in a step's accounting group the CPU of a process nobody of the step waits for", async () => {
    const root = '/sys/fs/cgroup/cpuacct';
    const group = cpuAccountingGroup(`portal-test-probe-${process.pid}`, root);
    if (!group) {
      // Only where no group can be made here: then this user cannot make one at all.
      const probe = `${root}/portal-test-check-${process.pid}`;
      let made = false;
      try {
        mkdirSync(probe);
        made = true;
        rmdirSync(probe);
      } catch {
        // Not allowed, as the group said.
      }
      return expect(made && readFileSync('/proc/self/cgroup', 'utf8').includes('cpuacct')).toBe(false);
    }
    const before = endedChildrenCpuSeconds() ?? 0;
    // The step's shell starts a busy process and ends at once: the process is left to be reaped
    // by another (as a browser's helpers are), so the ended children's CPU never sees it.
    const busy = `node -e 'while (process.cpuUsage().user < 400_000);' &`;
    const [command = 'sh', ...args] = group.command(['sh', '-c', busy]);
    spawnSync(command, args, { stdio: 'ignore' });
    await vi.waitFor(() => expect(group.seconds()).toBeGreaterThanOrEqual(0.3), { timeout: 10_000 });
    expect((endedChildrenCpuSeconds() ?? 0) - before).toBeLessThan(0.2);
    await vi.waitFor(
      () => expect(readFileSync(`${root}/portal-test-probe-${process.pid}/cgroup.procs`, 'utf8')).toBe(''),
      { timeout: 10_000 },
    );
    group.remove();
  });

  it('names each step its own accounting group, also two steps of one script that run at once', () => {
    const names = ['component tests', 'unit tests', 'browser e2e', 'browser e2e of the production build'];
    const groups = names.map((step) => stepGroupName(42, step));
    expect(new Set(groups).size).toBe(names.length);
    expect(groups[0]).toBe('portal-test-42-component-tests');
  });
});
