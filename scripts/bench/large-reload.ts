/**
 * The large mock scenario (200,000 payments) in the browser, as a frontend developer meets it, in
 * the mock build served as plain files and a Chromium profile of its own: sign in, switch to
 * `large` from the dev panel, visit a deep link, then reload it (twice), reload after a write,
 * open it in a second tab, and open it again after closing the browser (the same profile). Each is
 * timed as the driver sees it, from the reload (or navigation) to the first row on screen, after a
 * second's look at the rows before; nothing waits for the mock backend's own work in between. Also
 * the default scenario's reload (the floor) and how each load got its data. Prints the figures and
 * the machine's load; `node scripts/bench/large-reload.ts` after `npm run build:mock`
 * (dist-mock/; MOCK_DIR for another build), or from `npm run bench`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { table } from './report.ts';
import { serveStatic } from './serve.ts';

/** A deep link: a later page of a filtered list. */
export const DEEP_LINK = '/dashboard/transactions/payments?states=PENDING&size=30&page=3';
/** A person looks at the rows before reloading. */
const LOOK_MS = 1000;

/** How a load got its data: seeded, from the snapshot, and journal calls replayed. */
type LoadFrom = { seeds?: number; fromSnapshot?: boolean; replayed?: number };
export type Timed = { what: string; ms: number; from: LoadFrom };

export type LargeReload = { loads: Timed[]; load: number[] };

const firstRow = (page: Page) => page.locator('tbody tr[data-row-id]').first();

/** Runs `start` (a reload, a navigation) and times it to the first row on screen. */
const timed = async (page: Page, what: string, start: () => Promise<unknown>): Promise<Timed> => {
  const begun = performance.now();
  await start();
  await firstRow(page).waitFor({ state: 'visible', timeout: 180_000 });
  const ms = performance.now() - begun;
  const from = await page.evaluate(() => window.__mockBackend?.stats?.() ?? {});
  await page.waitForTimeout(LOOK_MS);
  return { what, ms, from };
};

const open = (profile: string) =>
  chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: chromiumArgs });

/** Creates a customer as the portal's dialog does (a write the large scenario journals). */
const createCustomer = (page: Page) =>
  page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token?: string };
    const response = await fetch('http://localhost:4010/debitors', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token ?? ''}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        type: 'PERSON',
        paymentMethod: 'ONLINE_PAYMENT',
        firstName: 'Rhea',
        lastName: 'Reload',
        emailAddress: 'rhea.reload@example.de',
      }),
    });
    if (!response.ok) throw new Error(`creating a customer answered ${response.status}`);
  });

const signInAndSwitchToLarge = async (page: Page, origin: string) => {
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail address').fill('demo@example.com');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\/home$/, { timeout: 60_000 });
  // The dev panel, as a developer switches: the page reloads into the scenario.
  await page.getByRole('button', { name: /^Mock: default/ }).click();
  await page.getByRole('region', { name: 'Mock backend' }).locator('select').first().selectOption('large');
  await page.getByRole('button', { name: /^Mock: large/ }).waitFor({ timeout: 180_000 });
};

export const measureLargeReload = async (mockDir: string): Promise<LargeReload> => {
  const app = await serveStatic(mockDir);
  const profile = await mkdtemp(join(tmpdir(), 'large-reload-'));
  const url = `${app.origin}${DEEP_LINK}`;
  const loads: Timed[] = [];
  let context: BrowserContext | undefined;
  try {
    context = await open(profile);
    const page = context.pages()[0] ?? (await context.newPage());
    await signInAndSwitchToLarge(page, app.origin);
    loads.push(await timed(page, 'first visit of the deep link', () => page.goto(url)));
    for (const run of [1, 2]) loads.push(await timed(page, `reload ${run}`, () => page.reload()));
    await createCustomer(page);
    loads.push(await timed(page, 'reload after a write (a new customer)', () => page.reload()));
    const tab = await context.newPage();
    loads.push(await timed(tab, 'a second tab', () => tab.goto(url)));
    await tab.close();
    await context.close();
    context = await open(profile);
    const again = context.pages()[0] ?? (await context.newPage());
    loads.push(await timed(again, 'browser closed and opened again', () => again.goto(url)));
    await timed(again, '', () => again.goto(`${url}&scenario=default`));
    loads.push(await timed(again, 'default scenario: reload (the floor)', () => again.reload()));
    return { loads, load: loadavg() };
  } finally {
    await context?.close();
    await app.close();
    await rm(profile, { recursive: true, force: true });
  }
};

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const how = ({ seeds, fromSnapshot, replayed }: LoadFrom) =>
  [seeds ? 'seeded' : fromSnapshot ? 'snapshot' : '', replayed ? `${replayed} call(s) replayed` : '']
    .filter(Boolean)
    .join(', ');

export const largeReloadRows = ({ loads, load }: LargeReload) => [
  ...loads.map(({ what, ms, from }) => [
    `large: ${what} → first row`,
    seconds(ms),
    what.startsWith('first') || what.startsWith('default') ? '' : '<= 2 s',
    how(from),
  ]),
  ['machine load (1, 5, 15 min)', load.map((value) => value.toFixed(2)).join(', '), '', ''],
];

/** Measures and prints the figures (npm run bench's step, or this file alone). */
export const benchLargeReload = async (mockDir: string, step: (message: string) => void = () => {}) => {
  step(
    'the large mock scenario as a developer meets it: reloads, a write, a second tab, the browser reopened',
  );
  const figures = await measureLargeReload(mockDir);
  console.log(
    table(
      'The large scenario as a developer meets it',
      ['Figure', 'Value', 'Goal', 'Data from'],
      largeReloadRows(figures),
    ),
  );
  return figures;
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const mockDir = resolve(fileURLToPath(new URL('../..', import.meta.url)), 'dist-mock');
  await benchLargeReload(process.env.MOCK_DIR ?? mockDir);
}
