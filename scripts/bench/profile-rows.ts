/**
 * Where the time of the walk's slow rows goes (`npm run bench -- profile`): the production build,
 * built once more without minifying (function and component names kept) into .bench/profile-dist,
 * against the mock HTTP server, CPU 4x. For each row (a click in the navigation to a visited list,
 * opening a row menu, typing in the palette, Back to a visited list) Chromium's sampling profiler
 * (CDP Profiler) and a trace (devtools.timeline) run from the input until the driver sees the
 * outcome; React's commits are counted through the DevTools hook every React build calls.
 * Written to .bench/profile/<row>.cpuprofile and .json; the digest is printed (profile-digest.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { INVOICES, PAYMENTS, PAYMENT_ROWS, tableRows } from './interactions.ts';
import { INTERACTION_CPU_RATE } from './interactions-report.ts';
import { digest, type Digest, type Profile } from './profile-digest.ts';
import type { TraceEvent } from './trace-tasks.ts';
import { openBuild } from './walk-targets.ts';

/** An init script: a DevTools hook that counts React's commits (what React calls on each). */
const countCommits = () => {
  const commits: number[] = [];
  Object.assign(window, {
    __commits: commits,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberRoot: () => commits.push(performance.now()),
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onScheduleFiberRoot: () => undefined,
    },
  });
};
const commitsSince = (page: Page, from: number) =>
  page.evaluate(
    (since) =>
      ((window as Window & { __commits?: number[] }).__commits ?? []).filter((t) => t >= since).length,
    from,
  );

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'blink.user_timing',
];

/** Profiles `action` (input to the outcome seen) on a page at 4x. */
const profiled = async (
  browser: Browser,
  page: Page,
  name: string,
  dir: string,
  action: () => Promise<unknown>,
) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_RATE });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const from = await page.evaluate(() => {
    performance.mark('profile-start');
    return performance.now();
  });
  await cdp.send('Profiler.start');
  const start = performance.now();
  await action();
  const outsideMs = performance.now() - start;
  const { profile } = await cdp.send('Profiler.stop');
  await page.evaluate(() => performance.mark('profile-end'));
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const commits = await commitsSince(page, from);
  writeFileSync(`${dir}/${name}.cpuprofile`, JSON.stringify(profile));
  writeFileSync(`${dir}/${name}.json`, JSON.stringify(trace));
  await cdp.detach();
  return digest(name, outsideMs, commits, profile as Profile, trace.traceEvents);
};

const rows = (page: Page) => page.locator(PAYMENT_ROWS).first();
const navTo = async (page: Page, path: string) => {
  const link = page.locator(`nav a[href="${path}"]`);
  if (!(await link.isVisible()))
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByText('Transactions', { exact: true })
      .click();
  return link;
};

/** The four rows, each after its setup (untimed), in one page. */
const profileRows = async (browser: Browser, page: Page, dir: string): Promise<Digest[]> => {
  const out: Digest[] = [];
  await (await navTo(page, PAYMENTS)).click();
  await rows(page).waitFor();
  await (await navTo(page, INVOICES)).click();
  await page.locator(tableRows('Invoices')).first().waitFor();
  const link = await navTo(page, PAYMENTS);
  const box = await link.boundingBox();
  if (!box) throw new Error('no payments link');
  out.push(
    await profiled(browser, page, 'navigation-to-visited-list', dir, async () => {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await rows(page).waitFor({ state: 'visible' });
    }),
  );
  const menuButton = rows(page).getByRole('button', { name: /^Actions for/ });
  await menuButton.waitFor();
  out.push(
    await profiled(browser, page, 'row-menu', dir, async () => {
      await menuButton.click();
      await page.getByTestId('row-action-menu').waitFor();
    }),
  );
  await page.getByRole('menuitem', { name: 'Details', exact: true }).click();
  await page.getByRole('region', { name: 'Payment' }).waitFor();
  out.push(
    await profiled(browser, page, 'back-to-list', dir, async () => {
      await page.goBack();
      await rows(page).waitFor({ state: 'visible' });
    }),
  );
  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Search and commands' });
  await palette.getByRole('combobox').waitFor();
  out.push(
    await profiled(browser, page, 'palette-typing', dir, async () => {
      await page.keyboard.type('inv', { delay: 80 });
      await palette.getByRole('option').first().waitFor();
    }),
  );
  return out;
};

/** Builds the unminified production build, then profiles the rows (`runs` pages, one after another). */
export const profileSlowRows = async (browser: Browser, projectRoot: string, runs = 1): Promise<Digest[]> => {
  const outDir = resolve(projectRoot, '.bench/profile-dist');
  const dir = resolve(projectRoot, '.bench/profile');
  mkdirSync(dir, { recursive: true });
  await build({
    root: projectRoot,
    configFile: resolve(projectRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, minify: false },
  });
  const target = await openBuild(projectRoot, 'production', outDir);
  const all: Digest[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const { context, page } = await target.newPage(browser, [countCommits]);
      try {
        all.push(...(await profileRows(browser, page, dir)));
      } finally {
        await context.close();
      }
    }
  } finally {
    await target.close();
  }
  return all;
};
