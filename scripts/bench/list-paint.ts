/**
 * How fast the payments list shows its first row, in headless Chromium against the built app with
 * the mock backend (dist-mock/), signed in first; and the first paint of the bare React page in
 * the same run as the yardstick. Each figure is the median of several runs.
 *
 * "Painted" is taken as the frame after the element appears: a MutationObserver sees it, then
 * requestAnimationFrame and a task later the frame has been drawn. Both pages are measured the
 * same way.
 */
import type { Browser, Page } from 'playwright-core';
import { serveStatic } from './serve.ts';

export type ListPaint = {
  /** In the app, signed in: from clicking 'Payments' in the navigation to the first row painted. */
  navigationMs: number[];
  /** Loading /dashboard/transactions/payments afresh: from navigation start to the first row painted. */
  reloadMs: number[];
  /** Loading the bare React page: from navigation start to its heading painted. */
  bareReactMs: number[];
};

export const FIRST_ROW = '[data-testid="data-table"] tbody tr[data-row-id]';
const PAYMENTS_LINK = 'a[href="/dashboard/transactions/payments"]';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

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

/** Clicks the link in the page and resolves with the milliseconds until the selector is painted. */
const clickAndTime = (page: Page, link: string, selector: string) =>
  page.evaluate(
    ([linkSelector, rowSelector]) =>
      new Promise<number>((resolve, reject) => {
        const anchor = document.querySelector<HTMLAnchorElement>(linkSelector);
        if (!anchor) return reject(new Error(`no ${linkSelector}`));
        const timeout = setTimeout(() => reject(new Error(`${rowSelector} did not appear`)), 15_000);
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector(rowSelector)) return;
          observer.disconnect();
          clearTimeout(timeout);
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
        });
        observer.observe(document, { childList: true, subtree: true });
        anchor.click();
      }),
    [link, selector] as const,
  );

const signIn = async (page: Page, origin: string) => {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail address').fill('demo@example.com');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\/home$/, { timeout: 20_000 });
};

export const measureListPaint = async (
  browser: Browser,
  mockDir: string,
  bareReactDir: string,
  runs = 7,
): Promise<ListPaint> => {
  const app = await serveStatic(mockDir);
  const bare = await serveStatic(bareReactDir);
  const result: ListPaint = { navigationMs: [], reloadMs: [], bareReactMs: [] };
  const bareContext = await browser.newContext();
  const appContext = await browser.newContext({ locale: 'en-US' });
  try {
    await bareContext.addInitScript(watchPaint, 'h1');
    for (let run = 0; run < runs; run++) {
      const page = await bareContext.newPage();
      await page.goto(`${bare.origin}/`);
      result.bareReactMs.push(await paintedAt(page));
      await page.close();
    }

    const page = await appContext.newPage();
    await signIn(page, app.origin);
    for (let run = 0; run < runs; run++) {
      // A fresh page each time: nothing of the list is in memory or in the query cache.
      await page.goto(`${app.origin}/dashboard/home`);
      // The user looks at a settled home page before clicking.
      await page.waitForSelector('[data-testid="home-tiles"] [data-testid="summary-total"]');
      await page.waitForSelector(PAYMENTS_LINK, { state: 'attached' });
      await page.waitForLoadState('networkidle');
      result.navigationMs.push(await clickAndTime(page, PAYMENTS_LINK, FIRST_ROW));
    }
    await appContext.addInitScript(watchPaint, FIRST_ROW);
    for (let run = 0; run < runs; run++) {
      await page.goto(`${app.origin}/dashboard/transactions/payments`);
      result.reloadMs.push(await paintedAt(page));
    }
    return result;
  } finally {
    await bareContext.close();
    await appContext.close();
    await app.close();
    await bare.close();
  }
};
