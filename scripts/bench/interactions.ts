/**
 * How quickly the portal answers a user, as INP measures it: a scripted walk of about twenty
 * interactions (a row menu, ticking rows, typing in the search, the next page, a detail and back,
 * a dialog, switching lists through the navigation, the palette) with the CPU throttled 4x, in
 * headless Chromium, signed in. By default it walks the production build (dist/) with its API
 * answered by the mock HTTP server in this process, as a user meets the portal: the backend's work
 * is not on the page's thread. The mock build (dist-mock/), whose backend (MSW) answers on the
 * page's own thread and so counts as the page's work, is walked with `--mock`.
 *
 * Each interaction's figure is its Event Timing duration (from the input to the next paint, the
 * figure INP takes: the longest event of one interactionId), read with a PerformanceObserver of
 * 'event' entries in the page. Going back to a visited list is timed apart, from browser Back (or
 * the click on its link in the navigation) to its rows painted.
 *
 * `node scripts/bench/interactions.ts [runs] [dir] [--mock]` runs it alone against an existing dist/
 * (or another build, such as one of an earlier commit; with `--mock` a mock build, dist-mock/).
 */
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { signIn } from './list-paint.ts';
import { serveProductionContext } from './page-load.ts';
import { serveStatic } from './serve.ts';
import {
  INTERACTION_CPU_RATE,
  INTERACTION_GOALS,
  interactionReport,
  type Interaction,
  type InteractionRun,
} from './interactions-report.ts';
import { startApiBackend } from './sign-in.ts';

const PAYMENTS = '/dashboard/transactions/payments';
const INVOICES = '/dashboard/transactions/invoices';
const tableRows = (label: string) =>
  `[data-testid="data-table"][aria-label="${label}"] tbody tr[data-row-id]`;
const PAYMENT_ROWS = tableRows('Payments');

type EventEntry = { name: string; interactionId: number; startTime: number; duration: number };

declare global {
  interface Window {
    __interactionEvents?: EventEntry[];
  }
}

/** Installed before the page's scripts: keeps every Event Timing entry of an interaction. */
const observeEvents = () => {
  window.__interactionEvents = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { interactionId } = entry as PerformanceEntry & { interactionId?: number };
      if (!interactionId) continue;
      window.__interactionEvents?.push({
        name: entry.name,
        interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
      });
    }
  });
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

/** Waits two frames and a task: Event Timing reports an interaction after its next paint. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );

/** Runs one step of the walk and returns its interactions (the longest event of each). */
const step = async (page: Page, name: string, action: () => Promise<unknown>): Promise<Interaction[]> => {
  const since = await page.evaluate(() => performance.now());
  await action();
  await settle(page);
  const events = await page.evaluate((from) => {
    const found = (window.__interactionEvents ?? []).filter((entry) => entry.startTime >= from);
    return found;
  }, since);
  const longest = new Map<number, EventEntry>();
  for (const entry of events) {
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  return [...longest.values()].map((entry) => ({ step: name, event: entry.name, ms: entry.duration }));
};

/**
 * To the first of `selector` painted, in the page's clock: from the user's input (the pointer
 * going down, as Event Timing counts an interaction), or, where `start()` makes none (browser
 * Back), from `start()`. Playwright's checks before a click (the target stable over two frames,
 * its hit test) are not the user's wait.
 */
const timeToRows = async (page: Page, selector: string, start: () => Promise<unknown>) => {
  await page.evaluate((rows) => {
    const timing = window as Window & { __rowsAt?: Promise<number>; __startAt?: number; __inputAt?: number };
    timing.__inputAt = undefined;
    const input = (event: Event) => {
      timing.__inputAt = event.timeStamp;
      window.removeEventListener('pointerdown', input, true);
    };
    window.addEventListener('pointerdown', input, true);
    timing.__rowsAt = new Promise<number>((resolve) => {
      const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
      const observer = new MutationObserver(() => {
        if (!document.querySelector(rows)) return;
        observer.disconnect();
        painted();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    timing.__startAt = performance.now();
  }, selector);
  await start();
  return page.evaluate(async () => {
    const timing = window as Window & { __rowsAt?: Promise<number>; __startAt?: number; __inputAt?: number };
    const rowsAt = await (timing.__rowsAt ?? Promise.resolve(0));
    return rowsAt - (timing.__inputAt ?? timing.__startAt ?? 0);
  });
};

const rowsOf = (page: Page) => page.locator(PAYMENT_ROWS);

/** One walk; the page is signed in and on the home page. */
const walk = async (page: Page, cdp: CDPSession): Promise<InteractionRun> => {
  const interactions: Interaction[] = [];
  const add = async (name: string, action: () => Promise<unknown>) =>
    interactions.push(...(await step(page, name, action)));
  await page.waitForLoadState('networkidle');
  // The navigation's group of the lists opens first, untimed: the walk starts on the home page.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByText('Transactions', { exact: true })
    .click();
  await page.locator(`a[href="${PAYMENTS}"]`).waitFor({ state: 'visible' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_RATE });
  try {
    await add('navigation to payments', async () => {
      await page.click(`a[href="${PAYMENTS}"]`);
      await rowsOf(page).first().waitFor();
    });
    await page.waitForLoadState('networkidle');
    const first = rowsOf(page).first();
    await add('open a row menu', async () => {
      await first.getByRole('button', { name: /^Actions for/ }).click();
      await page.getByTestId('row-action-menu').waitFor();
    });
    await add('close the row menu', async () => {
      await page.keyboard.press('Escape');
      await page.getByTestId('row-action-menu').waitFor({ state: 'hidden' });
    });
    await add('tick a row', () => first.getByRole('checkbox').click());
    await add('tick another row', () => rowsOf(page).nth(1).getByRole('checkbox').click());
    await add('untick a row', () => first.getByRole('checkbox').click());
    await add('untick the other row', () => rowsOf(page).nth(1).getByRole('checkbox').click());
    const search = page.locator('[data-list-search]');
    await add('type in the search', async () => {
      await search.click();
      await search.pressSequentially('Mi');
      await page.waitForURL((url) => url.searchParams.get('search') === 'Mi');
    });
    await add('clear the search', async () => {
      await page.getByRole('button', { name: 'Clear search' }).click();
      // The search reaches the address after its pause; the next page must not race it.
      await page.waitForURL((url) => !url.searchParams.has('search'));
      await page.waitForLoadState('networkidle');
    });
    await add('next page', async () => {
      const before = await first.getAttribute('data-row-id');
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForFunction(
        ([rows, id]) => document.querySelector(rows)?.getAttribute('data-row-id') !== id,
        [PAYMENT_ROWS, before] as const,
      );
    });
    await add('open a detail', async () => {
      await first.getByRole('button', { name: /^Actions for/ }).click();
      await page.getByRole('menuitem', { name: 'Details', exact: true }).click();
      await page.waitForURL(/\/payments\/[^/?]+$/);
      // The payment's own card: the list's heading may still show while the payment loads, and a
      // Back from there would find its rows already painted.
      await page.getByRole('region', { name: 'Payment' }).waitFor();
    });
    await page.waitForLoadState('networkidle');
    const backMs = await timeToRows(page, PAYMENT_ROWS, () => page.goBack());
    await settle(page);
    await add('open a dialog', async () => {
      await page.getByRole('button', { name: 'New payment', exact: true }).click();
      await page.getByRole('dialog').waitFor();
    });
    await add('close the dialog', async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    });
    await add('navigation to invoices', async () => {
      await page.click(`a[href="${INVOICES}"]`);
      await page.locator(tableRows('Invoices')).first().waitFor();
    });
    await page.waitForLoadState('networkidle');
    let backByNavigationMs = 0;
    await add('navigation back to payments', async () => {
      backByNavigationMs = await timeToRows(page, PAYMENT_ROWS, () => page.click(`a[href="${PAYMENTS}"]`));
    });
    await add('open the palette', async () => {
      await page.keyboard.press('ControlOrMeta+k');
      await page.getByRole('dialog', { name: 'Search and commands' }).getByRole('combobox').waitFor();
    });
    await add('type in the palette', () => page.keyboard.type('inv', { delay: 30 }));
    await add('close the palette', async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Search and commands' }).waitFor({ state: 'hidden' });
    });
    return { interactions, backMs, backByNavigationMs };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
};

/**
 * What the walk runs against: a production build with the mock HTTP server (`projectRoot` says
 * where its code is), or a mock build (`mockBuild`).
 */
export type WalkTarget = { dir: string } & ({ projectRoot: string } | { mockBuild: true });

/** Walks `runs` times, each in a fresh page signed in afresh. */
export const measureInteractions = async (
  browser: Browser,
  target: WalkTarget,
  runs = 2,
): Promise<InteractionRun[]> => {
  const app = await serveStatic(target.dir);
  const backend = 'projectRoot' in target ? await startApiBackend(target.projectRoot) : undefined;
  const result: InteractionRun[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
      try {
        await context.addInitScript(observeEvents);
        if (backend) await serveProductionContext(context, app.origin, backend);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        if (backend) await page.goto(`${app.origin}/dashboard/home`);
        else await signIn(page, app.origin);
        await page.getByTestId('home-tiles').waitFor();
        // The mock's own panel sits over the pager's corner; a user of the real portal has none.
        await page.addStyleTag({ content: '#mock-dev-panel { display: none !important; }' });
        result.push(
          await walk(page, cdp).catch(async (error: unknown) => {
            await page.screenshot({ path: '.bench/interactions-failed.png' }).catch(() => undefined);
            throw error;
          }),
        );
      } finally {
        await context.close();
      }
    }
    return result;
  } finally {
    await app.close();
    await backend?.close();
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { launchChromium } = await import('./page-load.ts');
  const [runsArg, dirArg] = process.argv.slice(2).filter((arg) => arg !== '--mock');
  const mockBuild = process.argv.includes('--mock');
  const root = fileURLToPath(new URL('../..', import.meta.url));
  // Another build to walk (a build of an earlier commit, for a before-and-after in one sitting).
  const dir = dirArg ?? `${root}/${mockBuild ? 'dist-mock' : 'dist'}`;
  const target: WalkTarget = mockBuild ? { dir, mockBuild: true } : { dir, projectRoot: root };
  const browser = await launchChromium();
  try {
    console.log(`${dir}: ${mockBuild ? 'mock build, MSW on the page' : 'mock HTTP server'}`);
    const report = interactionReport(await measureInteractions(browser, target, Number(runsArg ?? 2)));
    for (const line of report.lines) console.log(line);
    console.log(
      `${report.count} interactions, CPU ${INTERACTION_CPU_RATE}x: p75 ${report.p75Ms} ms (goal ${INTERACTION_GOALS.p75Ms}), ` +
        `slowest ${report.maxMs} ms (goal ${INTERACTION_GOALS.maxMs}); back to a visited list: browser Back ` +
        `${report.backMs.join(', ')} ms, navigation ${report.backByNavigationMs.join(', ')} ms (goal ${INTERACTION_GOALS.backToListMs})`,
    );
  } finally {
    await browser.close();
  }
}
