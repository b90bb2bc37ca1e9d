/**
 * What a page loads initially: open it in headless Chromium, wait until the network is idle and
 * the page shows `readySelector`, and size every same-origin JS and CSS file it fetched.
 * A production build is served with its runtime config; a signed-in page gets a session and its
 * API answered by the mock HTTP server (see api-backend.ts).
 */
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { serveStatic } from './serve.ts';
import { sizeOf, type FileSize } from './sizes.ts';

/** The runtime config a production build is served with (any deployed API host will do). */
export const RUNTIME_CONFIG = { environment: 'stage', apiBaseUrl: 'https://api.stage.portal.example' };

export type PageLoad = {
  js: FileSize[];
  css: FileSize[];
  /** With `splitAtPaint`: the JS first asked for after `readySelector` was painted (not in `js`). */
  lazyJs?: FileSize[];
};

/** A signed-in visit: the session the portal keeps, and the origin of a backend that accepts it. */
export type SignedIn = { session: { token: string; expiresAt: number }; apiOrigin: string };

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

const bySizeDesc = (a: FileSize, b: FileSize) => b.gzipBytes - a.gzipBytes;

const EXPOSED_HEADERS = 'authorization, expires, location, content-disposition';

/** Answers the production build's API host from `apiOrigin`, with the CORS headers a host gives. */
const routeApi = async (context: BrowserContext, pageOrigin: string, apiOrigin: string) => {
  const cors = {
    'access-control-allow-origin': pageOrigin,
    'access-control-allow-headers': 'accept, authorization, content-type, x-client',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    'access-control-expose-headers': EXPOSED_HEADERS,
  };
  await context.route(`${RUNTIME_CONFIG.apiBaseUrl}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const url = new URL(request.url());
    const target = { url: `${apiOrigin}${url.pathname}${url.search}` };
    // A kept-alive connection the server has just closed resets; the request goes again once.
    const response = await route.fetch(target).catch(() => route.fetch(target));
    return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
  });
};

/**
 * A context for the production build served at `origin`: hermetic (only the site answers, the API
 * and anything else on the web are cut off), its runtime config served beside it, and with
 * `signedIn` a session and its API answered from the backend's origin.
 */
export const serveProductionContext = async (
  context: BrowserContext,
  origin: string,
  signedIn?: SignedIn,
) => {
  await context.route('**/*', (route) =>
    new URL(route.request().url()).origin === origin ? route.continue() : route.abort(),
  );
  // A production build starts only with its runtime config, which a deployment serves beside it.
  await context.route(`${origin}/config.json`, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(RUNTIME_CONFIG) }),
  );
  if (!signedIn) return;
  await routeApi(context, origin, signedIn.apiOrigin);
  await context.addInitScript(
    (session) => localStorage.setItem('portal.session', session),
    JSON.stringify(signedIn.session),
  );
};

type Watched = Window & { firstPaintAt?: number };

/** In the page: notes the time of the frame after `selector` first appears. */
const watchFirstPaint = (selector: string) => {
  performance.setResourceTimingBufferSize(10_000);
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => ((window as Watched).firstPaintAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** In the page: the paths of the files asked for before the first paint. */
const askedBeforeFirstPaint = () => {
  const paintedAt = (window as Watched).firstPaintAt;
  if (paintedAt === undefined) throw new Error('the first paint was not seen');
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime < paintedAt)
    .map((entry) => decodeURIComponent(new URL(entry.name).pathname));
};

/** Serves `dir`, opens `path` on it and sizes the JS and CSS files the page loaded from `dir`. */
export const measurePageLoad = async (
  browser: Browser,
  dir: string,
  path: string,
  readySelector: string,
  { signedIn, splitAtPaint }: { signedIn?: SignedIn; splitAtPaint?: boolean } = {},
): Promise<PageLoad> => {
  const server = await serveStatic(dir);
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    await serveProductionContext(context, server.origin, signedIn);
    // The first paint: the frame after `readySelector` appears. A file asked for before it is
    // initial; one asked for after it (the page's lazy parts, code warmed while idle) is not.
    if (splitAtPaint) await context.addInitScript(watchFirstPaint, readySelector);
    const page = await context.newPage();
    const assets = new Set<string>();
    const failed: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== server.origin || !/\.(m?js|css)$/.test(url.pathname)) return;
      if (response.ok()) assets.add(decodeURIComponent(url.pathname));
      else failed.push(`${response.status()} ${url.pathname}`);
    });

    await page.goto(server.origin + path, { waitUntil: 'networkidle' });
    await page.waitForSelector(readySelector, { state: 'visible', timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    if (failed.length) throw new Error(`${path} failed to load: ${failed.join(', ')}`);

    const sizes = [...assets].map((pathname) => sizeOf(join(dir, pathname), pathname.slice(1)));
    const allJs = sizes.filter((size) => !size.file.endsWith('.css')).sort(bySizeDesc);
    const css = sizes.filter((size) => size.file.endsWith('.css')).sort(bySizeDesc);
    if (!allJs.length) throw new Error(`${path} loaded no JavaScript from ${dir}`);
    if (!splitAtPaint) return { js: allJs, css };
    const early = await page.evaluate(askedBeforeFirstPaint);
    const initial = (size: FileSize) => early.includes(`/${size.file}`);
    return { js: allJs.filter(initial), css, lazyJs: allJs.filter((size) => !initial(size)) };
  } finally {
    await context.close();
    await server.close();
  }
};
