/**
 * After the login page. How long from pressing 'Sign in' to the home page's tiles painted, in the
 * mock build (dist-mock/), the way a person signs in: the form filled, the page given the moment a
 * person's typing takes to settle (what the page starts loading while they type has loaded), then
 * the button pressed. And the backend for measuring a signed-in page of the production build: the
 * mock HTTP server, with a session it accepts.
 *
 * "Painted" is the frame after the tiles' total appears, as in list-paint.ts.
 */
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { runnerImport } from 'vite';
import type * as Auth from '../../mocks/auth.ts';
import type * as Server from '../../mocks/server.ts';
import { measurePageLoad, type PageLoad, type SignedIn } from './page-load.ts';
import { serveStatic } from './serve.ts';

export const HOME_TILES = '[data-testid="home-tiles"] [data-testid="summary-total"]';

/** The mock HTTP server on a free port, and a session of the demo user it accepts. */
export const startApiBackend = async (
  projectRoot: string,
): Promise<SignedIn & { close: () => Promise<void> }> => {
  const load = async <T>(path: string) =>
    (
      await runnerImport<T>(resolve(projectRoot, path), {
        root: projectRoot,
        configFile: false,
        logLevel: 'error',
      })
    ).module;
  const { startMockServer } = await load<typeof Server>('mocks/server.ts');
  const { DEMO_USER, issueToken, TOKEN_LIFETIME_SECONDS } = await load<typeof Auth>('mocks/auth.ts');
  const server = await startMockServer({ port: 0 });
  const { port } = server.address() as AddressInfo;
  return {
    apiOrigin: `http://127.0.0.1:${port}`,
    session: {
      token: issueToken(DEMO_USER.emailAddress),
      expiresAt: Date.now() + TOKEN_LIFETIME_SECONDS * 1000,
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
};

/** Presses the button and resolves with the milliseconds until `selector` is painted. */
const pressAndTime = (page: Page, button: string, selector: string) =>
  page.evaluate(
    ([buttonSelector, paintedSelector]) =>
      new Promise<number>((resolve, reject) => {
        const target = document.querySelector<HTMLElement>(buttonSelector);
        if (!target) return reject(new Error(`no ${buttonSelector}`));
        const timeout = setTimeout(() => reject(new Error(`${paintedSelector} did not appear`)), 20_000);
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.querySelector(paintedSelector)) return;
          observer.disconnect();
          clearTimeout(timeout);
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
        });
        observer.observe(document, { childList: true, subtree: true });
        target.click();
      }),
    [button, selector] as const,
  );

/** Resolves once the page has had no request in flight for `quietMs`. */
const settled = (page: Page, quietMs = 500) =>
  new Promise<void>((resolve) => {
    let inFlight = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    const wait = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(done, quietMs);
    };
    const started = () => {
      inFlight += 1;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      wait();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    wait();
  });

/** Signs in `runs` times, each in a fresh browser context (nothing cached, no session). */
export const measureSignInToTiles = async (
  browser: Browser,
  mockDir: string,
  runs = 7,
): Promise<number[]> => {
  const app = await serveStatic(mockDir);
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ locale: 'en-US' });
      try {
        const page = await context.newPage();
        await page.goto(`${app.origin}/login`, { waitUntil: 'networkidle' });
        // Typed key by key, as a person does (the page may start loading on the first key).
        await page.getByLabel('E-mail address').pressSequentially('demo@example.com');
        await page.getByLabel(/^Password/).pressSequentially('demo1234');
        await settled(page);
        times.push(await pressAndTime(page, 'form button[type="submit"]', HOME_TILES));
      } finally {
        await context.close();
      }
    }
    return times;
  } finally {
    await app.close();
  }
};

export type AfterLogin = { dashboardHome: PageLoad; signInToTilesMs: number[] };

/**
 * The figures after the login page: what /dashboard/home of the production build in `appDir`
 * loads for a signed-in user, and the sign-in to tiles time in the mock build in `mockDir`.
 */
export const measureAfterLogin = async (
  browser: Browser,
  projectRoot: string,
  appDir: string,
  mockDir: string,
): Promise<AfterLogin> => {
  const backend = await startApiBackend(projectRoot);
  try {
    const dashboardHome = await measurePageLoad(browser, appDir, '/dashboard/home', HOME_TILES, {
      signedIn: backend,
      splitAtPaint: true,
    });
    return { dashboardHome, signInToTilesMs: await measureSignInToTiles(browser, mockDir) };
  } finally {
    await backend.close();
  }
};
