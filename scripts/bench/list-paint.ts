/**
 * How fast three lists paint their rows, in headless Chromium against the built app with the mock
 * backend (dist-mock/), signed in, and the first paint of the bare React page in the same run as
 * the yardstick.
 *
 * The page's CPU is slowed down through the DevTools protocol (Emulation.setCPUThrottlingRate), so
 * that the figures are dominated by the page's own work rather than by whatever else the machine
 * is doing; every figure is measured five times and reported as median and spread.
 *
 * Per list and run, on a freshly loaded, settled home page:
 * - click to rows: from the click on the list's link in the navigation to its first rows painted
 *   (an INP-like figure: the answer to one interaction), and the longest task in that time;
 * - 30 rows: from choosing 30 rows per page in the pager to the thirtieth row painted, and the
 *   longest task in that time (the task that renders the rows, when no other is longer).
 *
 * "Painted" is the frame after the element appears: a MutationObserver sees it, then
 * requestAnimationFrame and a task later the frame has been drawn. The bare React page is measured
 * the same way. Tasks are read from a trace of the page's main thread ('toplevel' category).
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { serveStatic } from './serve.ts';
import { longestTaskBetween, type TraceEvent } from './trace-tasks.ts';

export const CPU_THROTTLING_RATE = 4;
export const RUNS = 5;
const MANY_ROWS = 30;

/** The lists the bench times, by the link in the navigation that opens them. */
export const LISTS = [
  { name: 'payments', path: '/dashboard/transactions/payments' },
  { name: 'customers', path: '/dashboard/debtors' },
  { name: 'invoices', path: '/dashboard/transactions/invoices' },
] as const;

export type ListRuns = {
  name: string;
  path: string;
  /** From the click on the navigation link to the first rows painted. */
  clickToRowsMs: number[];
  /** The longest main-thread task between that click and the rows painted. */
  clickLongestTaskMs: number[];
  /** From choosing 30 rows per page to the thirtieth row painted. */
  manyRowsMs: number[];
  /**
   * The longest main-thread task while those 30 rows render: from the task that puts them into
   * the page to the frame that paints them.
   */
  manyRowsTaskMs: number[];
  /** The same for the next page of 30 rows, without CPU throttling (the machine's own speed). */
  nextPageTaskMs: number[];
};

export type ListPaint = {
  cpuThrottlingRate: number;
  /** Loading the bare React page: from navigation start to its heading painted. */
  bareReactMs: number[];
  lists: ListRuns[];
};

export const ROW = '[data-testid="data-table"] tbody tr[data-row-id]';
const NEXT_PAGE = 'button[aria-label="Next page"]';
const HOME_SETTLED = '[data-testid="home-tiles"] [data-testid="summary-total"]';
const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export type Spread = { median: number; min: number; max: number };

export const spread = (values: number[]): Spread => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

declare global {
  interface Window {
    __paintedAt?: Promise<number>;
  }
}

/** Installed before any script of the page: resolves with the time the selector's element was painted. */
const watchPaint = (selector: string) => {
  window.__paintedAt = new Promise<number>((resolve) => {
    const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      painted();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
};

const paintedAt = (page: Page) =>
  page.evaluate(() => {
    if (!window.__paintedAt) throw new Error('the paint watcher is missing');
    return window.__paintedAt;
  });

type Timed = { ms: number; startMark: string; rowsMark: string; endMark: string };

/**
 * Clicks the element in the page and resolves with the milliseconds until `rows` rows are painted
 * (more rows, or other rows, than were shown before the click). Marks the click, the moment the rows are in the
 * page (inside the task that put them there) and the painted frame in the page's user timing, so
 * the trace shows the same window.
 */
const clickAndTime = (page: Page, target: string, rows: number, name: string): Promise<Timed> =>
  page.evaluate(
    ([targetSelector, rowSelector, rowCount, markName]) =>
      new Promise<Timed>((resolve, reject) => {
        const element = document.querySelector<HTMLElement>(targetSelector);
        if (!element) return reject(new Error(`no ${targetSelector}`));
        const timeout = setTimeout(() => reject(new Error(`${rowCount} rows did not appear`)), 60_000);
        const startMark = `${markName}:start`;
        const rowsMark = `${markName}:rows`;
        const endMark = `${markName}:painted`;
        const shownBefore = document.querySelectorAll(rowSelector);
        const before = shownBefore[0]?.getAttribute('data-row-id');
        // More rows than before (a larger page), or other rows (the next page).
        const arrived = () => {
          const shown = document.querySelectorAll(rowSelector);
          if (shown.length < rowCount) return false;
          return shown.length !== shownBefore.length || shown[0]?.getAttribute('data-row-id') !== before;
        };
        const observer = new MutationObserver(() => {
          if (!arrived()) return;
          observer.disconnect();
          clearTimeout(timeout);
          performance.mark(rowsMark);
          requestAnimationFrame(() =>
            setTimeout(() => {
              const end = performance.mark(endMark);
              resolve({ ms: end.startTime - start.startTime, startMark, rowsMark, endMark });
            }),
          );
        });
        observer.observe(document, { childList: true, subtree: true });
        const start = performance.mark(startMark);
        element.click();
      }),
    [target, ROW, rows, name] as const,
  );

/** The longest task from the click to the rows painted. */
const longestAfterClick = ({ result, events }: { result: Timed; events: TraceEvent[] }) =>
  longestTaskBetween(events, result.startMark, result.endMark);

/** The longest task from the one that put the rows into the page to the frame that painted them. */
const longestWhileRowsRender = ({ result, events }: { result: Timed; events: TraceEvent[] }) =>
  longestTaskBetween(events, result.rowsMark, result.endMark);

/** Runs `action` with the page's main thread traced, its CPU slowed down by `rate`. */
const traced = async <T>(
  browser: Browser,
  page: Page,
  cdp: CDPSession,
  rate: number,
  action: () => Promise<T>,
): Promise<{ result: T; events: TraceEvent[] }> => {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  try {
    const result = await action();
    const trace: { traceEvents: TraceEvent[] } = JSON.parse((await browser.stopTracing()).toString());
    return { result, events: trace.traceEvents };
  } catch (error) {
    await browser.stopTracing().catch(() => undefined);
    throw error;
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
};

export const signIn = async (page: Page, origin: string, scenario?: string) => {
  // ?scenario= starts that mock scenario afresh; later loads keep it.
  await page.goto(`${origin}/login${scenario ? `?scenario=${scenario}` : ''}`);
  await page.getByLabel('E-mail address').fill('demo@example.com');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\/home$/, { timeout: 30_000 });
};

/**
 * One run of one list: a settled home page, the click to the list, 30 rows per page (both with
 * the CPU throttled), then the next page of 30 at the machine's own speed.
 */
const timeList = async (browser: Browser, page: Page, cdp: CDPSession, origin: string, path: string) => {
  // A fresh page each time: nothing of the list is in memory or in the query cache.
  await page.goto(`${origin}/dashboard/home`);
  // The user looks at a settled home page before clicking.
  await page.waitForSelector(HOME_SETTLED);
  await page.waitForSelector(`a[href="${path}"]`, { state: 'attached' });
  await page.waitForLoadState('networkidle');
  // Lists remember their page size: each run starts from the default, as a first visit does.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('portal.list.')) localStorage.removeItem(key);
  });

  const click = await traced(browser, page, cdp, CPU_THROTTLING_RATE, () =>
    clickAndTime(page, `a[href="${path}"]`, 1, 'list'),
  );

  // Opening the pager's menu is not timed; choosing 30 in it is.
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: String(MANY_ROWS), exact: true }).waitFor();
  const many = await traced(browser, page, cdp, CPU_THROTTLING_RATE, () =>
    clickAndTime(page, `[role="option"][value="${MANY_ROWS}"]`, MANY_ROWS, 'rows'),
  );
  await page.waitForLoadState('networkidle');

  const next = await traced(browser, page, cdp, 1, () => clickAndTime(page, NEXT_PAGE, MANY_ROWS, 'next'));

  return {
    clickToRowsMs: click.result.ms,
    clickLongestTaskMs: longestAfterClick(click),
    manyRowsMs: many.result.ms,
    manyRowsTaskMs: longestWhileRowsRender(many),
    nextPageTaskMs: longestWhileRowsRender(next),
  };
};

export const measureListPaint = async (
  browser: Browser,
  mockDir: string,
  bareReactDir: string,
  runs = RUNS,
  /** The mock scenario the lists are timed in (the default one unless given). */
  scenario?: string,
): Promise<ListPaint> => {
  const app = await serveStatic(mockDir);
  const bare = await serveStatic(bareReactDir);
  const result: ListPaint = { cpuThrottlingRate: CPU_THROTTLING_RATE, bareReactMs: [], lists: [] };
  const bareContext = await browser.newContext();
  const appContext = await browser.newContext({ locale: 'en-US' });
  try {
    await bareContext.addInitScript(watchPaint, 'h1');
    for (let run = 0; run < runs; run++) {
      const page = await bareContext.newPage();
      const cdp = await bareContext.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
      await page.goto(`${bare.origin}/`);
      result.bareReactMs.push(await paintedAt(page));
      await page.close();
    }

    const page = await appContext.newPage();
    const cdp = await appContext.newCDPSession(page);
    await signIn(page, app.origin, scenario);
    for (const list of LISTS) {
      const times: ListRuns = {
        ...list,
        clickToRowsMs: [],
        clickLongestTaskMs: [],
        manyRowsMs: [],
        manyRowsTaskMs: [],
        nextPageTaskMs: [],
      };
      for (let run = 0; run < runs; run++) {
        const timed = await timeList(browser, page, cdp, app.origin, list.path);
        times.clickToRowsMs.push(timed.clickToRowsMs);
        times.clickLongestTaskMs.push(timed.clickLongestTaskMs);
        times.manyRowsMs.push(timed.manyRowsMs);
        times.manyRowsTaskMs.push(timed.manyRowsTaskMs);
        times.nextPageTaskMs.push(timed.nextPageTaskMs);
      }
      result.lists.push(times);
    }
    return result;
  } finally {
    await bareContext.close();
    await appContext.close();
    await app.close();
    await bare.close();
  }
};
