/**
 * How quickly the portal answers a user, as INP measures it and as a person meets it: a scripted
 * walk of about twenty interactions (a row menu, ticking rows, typing in the search, the next page,
 * a detail and Back, a dialog, switching lists through the navigation, the palette) with the CPU
 * throttled 4x, in headless Chromium, signed in, in both builds (walk-targets.ts): the production
 * build against the mock HTTP server and the mock build.
 *
 * Two kinds of figure:
 * - each interaction's Event Timing duration (input to the next paint; the longest entry of its
 *   interactionId), given to the step its input fell in once the walk is over (event-timing.ts);
 * - for the returns to a visited list (browser Back; the click in the navigation) and the first
 *   navigation, the time from the driver's input until the driver sees the rows visible (a
 *   Playwright locator's wait), and beside it when the page itself first had them visible in a
 *   frame (checked on every animation frame), which tells the driver's own share.
 *
 * The walk waits only for what a person sees (a menu, rows, an address), never for the network to
 * be idle: what a step leaves running (a refetch, a render after the paint) meets the next step,
 * as it meets a person who goes on.
 *
 * `npm exec -- node scripts/bench/interactions.ts [runs] [production|mock|both] [dir]` runs it
 * alone against existing builds (dir: another production or mock build, such as an earlier
 * commit's).
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  collectEvents,
  interactionsOfSteps,
  observeEventTiming,
  pageNow,
  type StepMark,
} from './event-timing.ts';
import {
  INTERACTION_CPU_RATE,
  printWalkTables,
  type RowsTiming,
  type WalkRun,
} from './interactions-report.ts';
import { openBuild, type BuildName } from './walk-targets.ts';

export const PAYMENTS = '/dashboard/transactions/payments';
export const INVOICES = '/dashboard/transactions/invoices';
export const CUSTOMERS = '/dashboard/debtors';
export const tableRows = (label: string) =>
  `[data-testid="data-table"][aria-label="${label}"] tbody tr[data-row-id]`;
export const PAYMENT_ROWS = tableRows('Payments');
/** A person's typing: a key every 80 ms. */
const KEY_DELAY_MS = 80;

/**
 * In the page: from the input (the pointer going down, or Back's popstate) to the first animation
 * frame in which `selector` is visible (checked on every frame from the input on).
 */
const watchVisible = (selector: string) => {
  const timing = window as Window & { __visibleMs?: Promise<number> };
  timing.__visibleMs = new Promise<number>((resolve) => {
    const input = (event: Event) => {
      removeEventListener('pointerdown', input, true);
      removeEventListener('popstate', input, true);
      const check = () => {
        const element = document.querySelector(selector);
        if (element?.checkVisibility()) resolve(performance.now() - event.timeStamp);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    };
    addEventListener('pointerdown', input, true);
    addEventListener('popstate', input, true);
  });
};
const visibleMs = (page: Page) =>
  page.evaluate(() => (window as Window & { __visibleMs?: Promise<number> }).__visibleMs ?? 0);

/**
 * From the driver's input to `rows` visible, as the driver sees it (its locator's wait, in its own
 * clock) and as the page saw it. `input` is the input itself: a click at a point found beforehand
 * (Playwright's checks before a click are the driver's, not the user's), or browser Back.
 */
export const timeToRows = async (
  page: Page,
  rows: Locator,
  selector: string,
  input: () => Promise<unknown>,
): Promise<RowsTiming> => {
  await page.evaluate(watchVisible, selector);
  const start = performance.now();
  await input();
  await rows.first().waitFor({ state: 'visible' });
  const outsideMs = performance.now() - start;
  return { outsideMs, inPageMs: await visibleMs(page) };
};

/** A click at the middle of `target`, found before the clock starts. */
export const clickAt = async (page: Page, target: Locator) => {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to click');
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
};

/** One walk; the page is signed in and on the home page. */
const walk = async (page: Page): Promise<WalkRun> => {
  const marks: StepMark[] = [];
  const rows: WalkRun['rows'] = {};
  const add = async (name: string, expected: number, action: () => Promise<unknown>) => {
    const mark: StepMark = { name, expected, at: await pageNow(page) };
    marks.push(mark);
    await action();
    mark.endAt = await pageNow(page);
  };
  const payments = page.locator(PAYMENT_ROWS);
  const navLink = (path: string) => page.locator(`a[href="${path}"]`);
  // The navigation's group of the lists opens first, untimed: the walk starts on the home page.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByText('Transactions', { exact: true })
    .click();
  await navLink(PAYMENTS).waitFor({ state: 'visible' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_RATE });
  try {
    const toPayments = await clickAt(page, navLink(PAYMENTS));
    await add('navigation to payments', 1, async () => {
      rows.firstVisit = await timeToRows(page, payments, PAYMENT_ROWS, toPayments);
    });
    const first = payments.first();
    const firstId = await first.getAttribute('data-row-id');
    await add('open a row menu', 1, async () => {
      await first.getByRole('button', { name: /^Actions for/ }).click();
      await page.getByTestId('row-action-menu').waitFor();
    });
    await add('close the row menu', 1, async () => {
      await page.keyboard.press('Escape');
      await page.getByTestId('row-action-menu').waitFor({ state: 'hidden' });
    });
    await add('tick a row', 1, () => first.getByRole('checkbox').check());
    await add('tick another row', 1, () => payments.nth(1).getByRole('checkbox').check());
    await add('untick a row', 1, () => first.getByRole('checkbox').uncheck());
    await add('untick the other row', 1, () => payments.nth(1).getByRole('checkbox').uncheck());
    const search = page.locator('[data-list-search]');
    await add('type in the search', 3, async () => {
      await search.click();
      await search.pressSequentially('Mi', { delay: KEY_DELAY_MS });
      await page.waitForURL((url) => url.searchParams.get('search') === 'Mi');
    });
    await add('clear the search', 1, async () => {
      await page.getByRole('button', { name: 'Clear search' }).click();
      await page.waitForURL((url) => !url.searchParams.has('search'));
      await page.waitForFunction(
        ([selector, id]) => document.querySelector(selector)?.getAttribute('data-row-id') === id,
        [PAYMENT_ROWS, firstId] as const,
      );
    });
    await add('next page', 1, async () => {
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForFunction(
        ([selector, id]) => document.querySelector(selector)?.getAttribute('data-row-id') !== id,
        [PAYMENT_ROWS, firstId] as const,
      );
    });
    await add('open a detail', 2, async () => {
      await first.getByRole('button', { name: /^Actions for/ }).click();
      await page.getByRole('menuitem', { name: 'Details', exact: true }).click();
      await page.getByRole('region', { name: 'Payment' }).waitFor();
    });
    await add('Back', 0, async () => {
      rows.back = await timeToRows(page, payments, PAYMENT_ROWS, () => page.goBack());
    });
    await add('open a dialog', 1, async () => {
      await page.getByRole('button', { name: 'New payment', exact: true }).click();
      await page.getByRole('dialog').waitFor();
    });
    await add('close the dialog', 1, async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    });
    await add('navigation to invoices', 1, async () => {
      await navLink(INVOICES).click();
      await page.locator(tableRows('Invoices')).first().waitFor();
    });
    const toVisited = await clickAt(page, navLink(PAYMENTS));
    await add('navigation to a visited list', 1, async () => {
      rows.navigation = await timeToRows(page, payments, PAYMENT_ROWS, toVisited);
    });
    await add('open the palette', 1, async () => {
      await page.keyboard.press('ControlOrMeta+k');
      await page.getByRole('dialog', { name: 'Search and commands' }).getByRole('combobox').waitFor();
    });
    await add('type in the palette', 3, () => page.keyboard.type('inv', { delay: KEY_DELAY_MS }));
    await add('close the palette', 1, async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Search and commands' }).waitFor({ state: 'hidden' });
    });
    const endAt = await pageNow(page);
    const entries = await collectEvents(page);
    return { interactions: interactionsOfSteps(marks, entries, endAt), rows };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
};

/** Walks `runs` times in `build`, each in a fresh page signed in afresh. */
export const measureWalk = async (
  browser: Browser,
  projectRoot: string,
  build: BuildName,
  runs = 2,
  dir?: string,
): Promise<WalkRun[]> => {
  const target = await openBuild(projectRoot, build, dir);
  const result: WalkRun[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const { context, page } = await target.newPage(browser, [observeEventTiming]);
      try {
        result.push(
          await walk(page).catch(async (error: unknown) => {
            await page.screenshot({ path: `.bench/walk-failed-${build}.png` }).catch(() => undefined);
            throw error;
          }),
        );
      } finally {
        await context.close();
      }
    }
    return result;
  } finally {
    await target.close();
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { launchChromium } = await import('./page-load.ts');
  const [runsArg, buildArg = 'both', dir] = process.argv.slice(2);
  const builds: BuildName[] =
    buildArg === 'both' ? ['production', 'mock'] : [buildArg === 'mock' ? 'mock' : 'production'];
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const browser = await launchChromium();
  try {
    for (const build of builds) {
      const runs = await measureWalk(browser, root, build, Number(runsArg ?? 2), dir);
      printWalkTables(build, runs, true);
    }
  } finally {
    await browser.close();
  }
}
