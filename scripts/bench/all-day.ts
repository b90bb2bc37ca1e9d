/**
 * All day in one tab (`npm run bench -- all-day [cycles]`): the production build against the mock
 * HTTP server, one page, a cycle of daily work repeated (200 times by default) at the machine's
 * own speed: the payments, a payment's detail and Back, a row menu, the new payment dialog, the
 * next page, the customers, the invoices, the palette (three letters), home.
 *
 * After a warm-up of 10 cycles and at the end, after a forced garbage collection: the JS heap, DOM
 * nodes, event listeners and documents; the cycle's time over the first and the last 10 measured
 * cycles. Goals: heap within 1.2x and nodes within 1.1x of the warm-up, no cycle slower at the end.
 * Heap snapshots after the warm-up, at the end and three cycles later go to
 * .bench/all-day/snapshots/ (s1, s2, s3): the constructors that grew between the first two are
 * printed, and memlab (`npm exec`, pinned, no browser of its own) looks through the three for what
 * was allocated during the day and is still held, with retainer paths, and for collections that
 * grew (.bench/all-day/memlab.txt).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { constructorGrowth, countAfterGc, takeHeapSnapshot, type Counters, type Growth } from './heap.ts';
import { CUSTOMERS, INVOICES, PAYMENTS, PAYMENT_ROWS, tableRows } from './interactions.ts';
import { openBuild } from './walk-targets.ts';

export const ALL_DAY_GOALS = { heapRatio: 1.2, nodesRatio: 1.1 };
const WARM_UP = 10;
const EDGE = 10;
const MEMLAB = 'memlab@2.0.5';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One cycle of daily work, from home back to home; the time of each step in ms. */
const cycle = async (page: Page) => {
  const steps: Record<string, number> = {};
  const timed = async (name: string, action: () => Promise<unknown>) => {
    const start = performance.now();
    await action();
    steps[name] = performance.now() - start;
  };
  const link = (path: string) => page.locator(`nav a[href="${path}"]`);
  const payments = page.locator(PAYMENT_ROWS);
  const first = payments.first();
  await timed('payments', async () => {
    if (!(await link(PAYMENTS).isVisible()))
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByText('Transactions', { exact: true })
        .click();
    await link(PAYMENTS).click();
    await first.waitFor({ state: 'visible' });
  });
  await timed('a detail and Back', async () => {
    await first.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Details', exact: true }).click();
    await page.getByRole('region', { name: 'Payment' }).waitFor();
    await page.goBack();
    await first.waitFor({ state: 'visible' });
  });
  await timed('a row menu', async () => {
    await first.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByTestId('row-action-menu').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('row-action-menu').waitFor({ state: 'hidden' });
  });
  await timed('a dialog', async () => {
    await page.getByRole('button', { name: 'New payment', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });
  await timed('the next page', async () => {
    const id = await first.getAttribute('data-row-id');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForFunction(
      ([selector, before]) => document.querySelector(selector)?.getAttribute('data-row-id') !== before,
      [PAYMENT_ROWS, id] as const,
    );
  });
  await timed('customers', async () => {
    await link(CUSTOMERS).click();
    await page.locator(tableRows('Customers')).first().waitFor({ state: 'visible' });
  });
  await timed('invoices', async () => {
    await link(INVOICES).click();
    await page.locator(tableRows('Invoices')).first().waitFor({ state: 'visible' });
  });
  await timed('the palette', async () => {
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Search and commands' });
    await palette.getByRole('combobox').waitFor();
    await page.keyboard.type('inv', { delay: 80 });
    await palette.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'hidden' });
  });
  await timed('home', async () => {
    await link('/dashboard/home').click();
    await page.getByTestId('home-tiles').waitFor({ state: 'visible' });
  });
  return steps;
};

export type AllDay = {
  cycles: number;
  warmUp: Counters;
  end: Counters;
  firstCyclesMs: number;
  lastCyclesMs: number;
  /** Each step's median over the first and the last cycles. */
  steps: Array<{ step: string; firstMs: number; lastMs: number }>;
  cycleMs: number[];
  checkpoints: Array<Counters & { cycle: number }>;
  growth: Growth[];
  memlab: string;
};

/** The snapshots, named as memlab orders a folder of them: after the warm-up, the end, 3 cycles on. */
const SNAPSHOTS = ['s1', 's2', 's3'].map((name) => `snapshots/${name}.heapsnapshot`);

/**
 * memlab over the snapshots: `find-leaks` (what the day allocated and still holds at the end,
 * with retainer paths) and `analyze unbound-collection` (Maps, Sets and arrays that grew in each).
 */
const memlab = (projectRoot: string, dir: string) => {
  const [warmUp, end, final] = SNAPSHOTS.map((file) => `${dir}/${file}`);
  const run = (args: string[]) => {
    const result = spawnSync('npm', ['exec', '--yes', `--package=${MEMLAB}`, '--', 'memlab', ...args], {
      cwd: projectRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
    });
    return `$ memlab ${args.join(' ')}\n${result.stdout ?? ''}${result.stderr ?? ''}`;
  };
  const text = [
    run([
      'find-leaks',
      '--work-dir',
      `${dir}/memlab`,
      '--baseline',
      `${warmUp}`,
      '--target',
      `${end}`,
      '--final',
      `${final}`,
    ]),
    run([
      'analyze',
      'unbound-collection',
      '--work-dir',
      `${dir}/memlab`,
      '--snapshot-dir',
      `${dir}/snapshots`,
    ]),
  ].join('\n');
  writeFileSync(`${dir}/memlab.txt`, text);
  return text;
};

export const measureAllDay = async (browser: Browser, projectRoot: string, cycles = 200): Promise<AllDay> => {
  const dir = resolve(projectRoot, '.bench/all-day');
  mkdirSync(`${dir}/snapshots`, { recursive: true });
  const target = await openBuild(projectRoot, 'production');
  try {
    const { context, page } = await target.newPage(browser);
    try {
      const cdp = await context.newCDPSession(page);
      for (let i = 0; i < Math.min(WARM_UP, cycles); i++) await cycle(page);
      const warmUp = await countAfterGc(cdp);
      await takeHeapSnapshot(cdp, `${dir}/${SNAPSHOTS[0]}`);
      const all: Array<Record<string, number>> = [];
      const cycleMs: number[] = [];
      const checkpoints: Array<Counters & { cycle: number }> = [];
      for (let i = 0; i < cycles; i++) {
        const start = performance.now();
        all.push(await cycle(page));
        cycleMs.push(Math.round(performance.now() - start));
        if ((i + 1) % 25 === 0) {
          // A checkpoint: the counters so far, after a GC (its time is outside any cycle's).
          checkpoints.push({ cycle: i + 1, ...(await countAfterGc(cdp)) });
          writeFileSync(`${dir}/progress.json`, JSON.stringify({ warmUp, checkpoints, cycleMs }));
          console.log(`  cycle ${i + 1}: ${cycleMs.at(-1)} ms`, checkpoints.at(-1));
        }
      }
      const end = await countAfterGc(cdp);
      await takeHeapSnapshot(cdp, `${dir}/${SNAPSHOTS[1]}`);
      for (let i = 0; i < 3; i++) await cycle(page);
      await takeHeapSnapshot(cdp, `${dir}/${SNAPSHOTS[2]}`);
      const stepNames = Object.keys(all[0] ?? {});
      const stepMedian = (from: number, to: number, step: string) =>
        Math.round(median(all.slice(from, to).map((c) => c[step] ?? 0)));
      return {
        cycles,
        warmUp,
        end,
        firstCyclesMs: median(cycleMs.slice(0, EDGE)),
        lastCyclesMs: median(cycleMs.slice(-EDGE)),
        steps: stepNames.map((step) => ({
          step,
          firstMs: stepMedian(0, EDGE, step),
          lastMs: stepMedian(cycles - EDGE, cycles, step),
        })),
        cycleMs,
        checkpoints,
        growth: constructorGrowth(`${dir}/${SNAPSHOTS[0]}`, `${dir}/${SNAPSHOTS[1]}`),
        memlab: memlab(projectRoot, dir),
      };
    } finally {
      await context.close();
    }
  } finally {
    await target.close();
  }
};
