/**
 * The mock backend at the size of a large merchant (issue 33), default against `large` in one
 * run: `npm run mock:server` started as a process per scenario, its answer times over HTTP for
 * payments page 0 and page 999 (100 a page), a search by a customer's name (a page of 100, and
 * of 5 as the palette asks: the default scenario finds a few rows, large hundreds) and a state filter
 * (median of several calls after a warm-up), the time from the process start to the first list
 * answered (seeding included), and the process's memory (RSS) once seeded. In headless Chromium
 * (the mock build, dist-mock/): the time from loading `?scenario=large` to the first list answered,
 * and the longest stretch the seeding ran without yielding to the page.
 *
 * Runs alone too: `node scripts/bench/mock-scale.ts` (the browser figure needs `npm run build:mock`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { median } from './list-paint.ts';
import { launchChromium } from './page-load.ts';
import { table } from './report.ts';
import { serveStatic } from './serve.ts';

const CALLS = 9;
export const MOCK_SCALE_GOALS = {
  answerRatio: 1.3,
  seededSeconds: 10,
  rssMegabytes: 1000,
  longestStepMs: 50,
};

export type ServerFigures = {
  scenario: string;
  /** From the process start to the first list answered (the seeding included). */
  seededSeconds: number;
  rssMegabytes: number;
  /** Median answer times in ms. */
  page0Ms: number;
  page999Ms: number;
  searchMs: number;
  /** The same search with a page of five, as the palette asks (both scenarios fill it). */
  searchFiveMs: number;
  stateMs: number;
  payments: number;
};

export type BrowserSeed = { seededSeconds: number; longestStepMs: number; steps: number };

export type MockScale = { servers: ServerFigures[]; browser?: BrowserSeed };

const rssOf = (pid: number | undefined) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const timed = async (call: () => Promise<unknown>) => {
  const started = performance.now();
  await call();
  return performance.now() - started;
};

/** One scenario on its own mock server process: started, seeded, timed, stopped. */
const measureServer = async (projectRoot: string, scenario: string, port: number): Promise<ServerFigures> => {
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-semi-space-size=64', 'scripts/mock-server.ts'],
    {
      cwd: projectRoot,
      env: { ...process.env, PORT: String(port), SCENARIO: scenario },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  try {
    let token = '';
    while (!token) {
      if (child.exitCode !== null) throw new Error(`the mock server (${scenario}) ended`);
      const login = await fetch(`${origin}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailAddress: 'demo@example.com', password: 'demo1234' }),
      }).catch(() => undefined);
      token = login?.ok ? (login.headers.get('authorization') ?? '') : '';
      if (!token) await sleep(50);
    }
    const get = async (query: string) => {
      const response = await fetch(`${origin}/payments?${query}`, { headers: { authorization: token } });
      if (!response.ok) throw new Error(`/payments?${query}: ${response.status}`);
      return (await response.json()) as {
        page: { totalElements: number };
        _embedded: { payments: { debitor?: { lastName?: string } }[] };
      };
    };
    const first = await get('size=100&page=0&sort=createdDateTimeUTC,desc');
    const seededSeconds = (performance.now() - started) / 1000;
    const name =
      first._embedded.payments.find((payment) => payment.debitor?.lastName)?.debitor?.lastName ?? 'a';
    const figure = async (query: string) => {
      await get(query);
      const times: number[] = [];
      for (let call = 0; call < CALLS; call++) times.push(await timed(() => get(query)));
      return median(times);
    };
    return {
      scenario,
      seededSeconds,
      rssMegabytes: rssOf(child.pid),
      page0Ms: await figure('size=100&page=0&sort=createdDateTimeUTC,desc'),
      page999Ms: await figure('size=100&page=999&sort=createdDateTimeUTC,desc'),
      searchMs: await figure(`size=100&page=0&search=${encodeURIComponent(name)}`),
      searchFiveMs: await figure(`size=5&page=0&search=${encodeURIComponent(name)}`),
      stateMs: await figure('size=100&page=0&states=PENDING'),
      payments: first.page.totalElements,
    };
  } finally {
    child.kill();
  }
};

/** Loading `?scenario=large` in the mock build until the first list answers, in Chromium. */
export const measureBrowserSeed = async (browser: Browser, mockDir: string): Promise<BrowserSeed> => {
  const app = await serveStatic(mockDir);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${app.origin}/login?scenario=large`);
    await page.waitForFunction(() => window.__mockBackend, undefined, { timeout: 60_000 });
    return await page.evaluate(async () => {
      const backend = window.__mockBackend;
      if (!backend) throw new Error('no mock backend on the page');
      const stats = await backend.ready();
      const api = 'http://localhost:4010';
      const login = await fetch(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailAddress: 'demo@example.com', password: 'demo1234' }),
      });
      const authorization = login.headers.get('authorization') ?? '';
      await fetch(`${api}/payments?size=1`, { headers: { authorization } });
      return {
        seededSeconds: performance.now() / 1000,
        longestStepMs: stats.longestStep,
        steps: stats.steps,
      };
    });
  } finally {
    await context.close();
    await app.close();
  }
};

export const measureMockScale = async (projectRoot: string, mockDir?: string): Promise<MockScale> => {
  const servers = [
    await measureServer(projectRoot, 'default', 4391),
    await measureServer(projectRoot, 'large', 4392),
  ];
  if (!mockDir || !existsSync(resolve(mockDir, 'index.html'))) return { servers };
  const browser = await launchChromium();
  try {
    return { servers, browser: await measureBrowserSeed(browser, mockDir) };
  } finally {
    await browser.close();
  }
};

const ms = (value: number) => `${value.toFixed(1)} ms`;

export const mockScaleRows = ({ servers, browser }: MockScale): string[][] => {
  const [base, large] = servers;
  if (!base || !large) return [];
  const ratio = (pick: (figures: ServerFigures) => number) => `${(pick(large) / pick(base)).toFixed(2)}x`;
  const goal = `<= ${MOCK_SCALE_GOALS.answerRatio}x`;
  return [
    ['mock server payments page 0 (100), default : large', `${ms(base.page0Ms)} : ${ms(large.page0Ms)}`, ''],
    ['  ratio large : default', ratio((f) => f.page0Ms), goal],
    ['mock server payments page 999 (100)', `${ms(base.page999Ms)} : ${ms(large.page999Ms)}`, ''],
    ['  ratio large : default', ratio((f) => f.page999Ms), goal],
    ['mock server search by customer name', `${ms(base.searchMs)} : ${ms(large.searchMs)}`, ''],
    ['  ratio large : default', ratio((f) => f.searchMs), goal],
    ['mock server the same search, page of 5', `${ms(base.searchFiveMs)} : ${ms(large.searchFiveMs)}`, ''],
    ['  ratio large : default', ratio((f) => f.searchFiveMs), goal],
    ['mock server state filter (PENDING)', `${ms(base.stateMs)} : ${ms(large.stateMs)}`, ''],
    ['  ratio large : default', ratio((f) => f.stateMs), goal],
    [
      `mock server seeded, large (${large.payments} payments)`,
      `${large.seededSeconds.toFixed(1)} s`,
      `< ${MOCK_SCALE_GOALS.seededSeconds} s`,
    ],
    [
      'mock server memory (RSS), large',
      `${large.rssMegabytes.toFixed(0)} MB`,
      `< ${MOCK_SCALE_GOALS.rssMegabytes} MB`,
    ],
    ...(browser
      ? [
          [
            'browser: ?scenario=large to first list answered',
            `${browser.seededSeconds.toFixed(1)} s`,
            `< ${MOCK_SCALE_GOALS.seededSeconds} s`,
          ],
          [
            '  longest stretch of seeding without a yield',
            ms(browser.longestStepMs),
            `<= ${MOCK_SCALE_GOALS.longestStepMs} ms`,
          ],
        ]
      : []),
  ];
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
  const figures = await measureMockScale(projectRoot, resolve(projectRoot, 'dist-mock'));
  console.log(
    table('Mock backend: default against large', ['Figure', 'Value', 'Goal'], mockScaleRows(figures)),
  );
  if (!figures.browser) console.log('(no dist-mock/: npm run build:mock for the browser figure)');
  console.log(JSON.stringify(figures, null, 2));
}
