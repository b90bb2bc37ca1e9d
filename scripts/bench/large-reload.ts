/**
 * The large mock scenario (200,000 payments) in the browser, as a frontend developer meets it: the
 * first load of a deep link with `?scenario=large` (seeded), then reloads of the same deep link
 * (the data kept: a snapshot in IndexedDB with the journal replayed on top, or seeded again where
 * there is none; the list answers once its own collections are read), each timed from the navigation to the first row of the list in the DOM. Prints
 * the figures and the machine's load; `node scripts/bench/large-reload.ts` after
 * `npm run build:mock` (dist-mock/), or from `npm run bench`.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './page-load.ts';
import { table } from './report.ts';
import { serveStatic } from './serve.ts';

/** A deep link: a later page of a filtered list. */
export const DEEP_LINK = '/dashboard/transactions/payments?states=PENDING&size=30&page=3';
const RELOADS = 3;

export type LargeReload = {
  firstLoadMs: number;
  reloadMs: number[];
  /** How many times the backend seeded the scenario over the reloads (0 with a snapshot). */
  seededOnReload: number;
  /** Seconds the last reload took to read the whole snapshot (the page's rows come earlier). */
  snapshotSeconds: number;
  /** The same reload in the default scenario: the app's own start and the list, the floor. */
  defaultReloadMs: number;
  load: number[];
  /** The slowest reload's marks of the mock backend (mocks/lib/marks.ts) and its first row, in ms. */
  timeline: [string, number][];
};

/** The time from the navigation's start to the first row of the list, in the page's clock. */
const firstRowAt = (page: Page) =>
  page
    .waitForFunction(
      () => {
        const row = document.querySelector('tbody tr[data-row-id]');
        return row ? performance.now() : undefined;
      },
      undefined,
      { timeout: 120_000, polling: 'raf' },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);

/** The mock backend's marks of this load, in the page's clock (where the reload's time goes). */
const marksOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((entry) => entry.name.startsWith('mock:'))
      .map((entry): [string, number] => [entry.name.slice('mock:'.length), entry.startTime]),
  );

const stats = (page: Page) =>
  page.evaluate(async () => {
    const backend = window.__mockBackend as
      { ready: () => Promise<{ seeds?: number; snapshotSeconds?: number }> } | undefined;
    return (await backend?.ready()) ?? {};
  });

export const measureLargeReload = async (browser: Browser, mockDir: string): Promise<LargeReload> => {
  const app = await serveStatic(mockDir);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${app.origin}/login`);
    await page.getByLabel('E-mail address').fill('demo@example.com');
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard\/home$/, { timeout: 30_000 });

    await page.goto(`${app.origin}${DEEP_LINK}&scenario=large`);
    const firstLoadMs = await firstRowAt(page);
    // What the page does after its rows (the snapshot's write) is done before the reload.
    await page.evaluate(async () => {
      const backend = window.__mockBackend as {
        settled?: () => Promise<void>;
        ready: () => Promise<unknown>;
      };
      await backend.ready();
      await backend.settled?.();
    });
    const reloadMs: number[] = [];
    let seededOnReload = 0;
    let snapshotSeconds = Number.NaN;
    let timeline: [string, number][] = [];
    for (let run = 0; run < RELOADS; run += 1) {
      await page.reload();
      const rowAt = await firstRowAt(page);
      reloadMs.push(rowAt);
      // The slowest reload's: where its time went.
      if (rowAt >= Math.max(...reloadMs))
        timeline = [...(await marksOf(page)).filter(([, at]) => at <= rowAt), ['first row', rowAt]];
      const figures = await stats(page);
      seededOnReload += figures.seeds ?? 0;
      snapshotSeconds = figures.snapshotSeconds ?? Number.NaN;
    }
    await page.goto(`${app.origin}${DEEP_LINK}&scenario=default`);
    await firstRowAt(page);
    await page.reload();
    const defaultReloadMs = await firstRowAt(page);
    return {
      firstLoadMs,
      reloadMs,
      seededOnReload,
      snapshotSeconds,
      defaultReloadMs,
      load: loadavg(),
      timeline,
    };
  } finally {
    await context.close();
    await app.close();
  }
};

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

export const largeReloadRows = ({
  firstLoadMs,
  reloadMs,
  seededOnReload,
  snapshotSeconds,
  defaultReloadMs,
  load,
}: LargeReload) => [
  ['large: first load of a deep link (?scenario=large) → first row', ms(firstLoadMs), 'as before'],
  ...reloadMs.map((value, index) => [
    `large: reload ${index + 1} of the deep link → first row`,
    ms(value),
    '<= 2 s',
  ]),
  ['large: seedings over the reloads', String(seededOnReload), '0'],
  ['large: reading the whole snapshot, after the rows (last reload)', ms(snapshotSeconds * 1000), ''],
  ['default: reload of the same deep link → first row (the floor)', ms(defaultReloadMs), ''],
  ['machine load (1, 5, 15 min)', load.map((value) => value.toFixed(2)).join(', '), ''],
];

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const mockDir = resolve(fileURLToPath(new URL('../..', import.meta.url)), 'dist-mock');
  const browser = await launchChromium();
  try {
    const figures = await measureLargeReload(browser, process.env.MOCK_DIR ?? mockDir);
    console.log(
      table(
        'The large scenario: first load and reloads',
        ['Figure', 'Value', 'Goal'],
        largeReloadRows(figures),
      ),
    );
    console.log(
      table(
        'The slowest reload until its first row (marks of mocks/lib/marks.ts)',
        ['Mark', 'At'],
        figures.timeline.map(([name, at]) => [name, ms(at)]),
      ),
    );
  } finally {
    await browser.close();
  }
}
