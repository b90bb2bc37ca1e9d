/**
 * `npm run bench`: how heavy the portal is, in figures. Times `npm run generate` and the production
 * build, builds a bare React 19 page with the same Vite as the baseline, loads /login and the bare
 * page in headless Chromium and sizes what they load (gzip level 9), and lists the largest chunks.
 * Builds the app with the mock backend too and times, signed in and with the CPU throttled, how
 * long the payments, customer and invoice lists take from a click to their first rows painted and
 * their longest tasks, against the bare React page's first paint in the same run. Sizes the
 * initial JS of /dashboard/home (signed in, its API answered by the mock HTTP server): what it asks
 * for before its tiles are painted, apart from what loads after them (goal 300 kB), and times
 * pressing 'Sign in' to the home page's tiles painted (mock build). Times the
 * invoice export of 5,000 invoices from the mock HTTP server with 20 ms per call, pages fetched
 * several at a time against one after another, and the payments list's export of 10,000
 * payments the same way (the lists' fetch pool and CSV columns), and the large mock scenario's
 * reloads as a developer meets them (bench/large-reload.ts).
 * Times the validation proxy's added latency per call (bench/contract-proxy.ts). Walks about twenty
 * interactions with the CPU throttled 4x in both builds (production + mock HTTP server, and the mock
 * build) and prints each one's Event Timing duration (what INP measures) and how soon a visited
 * list's rows are on screen as the driver sees them (bench/interactions.ts). Steps that run alone:
 * bench/modes.ts (walk, all-day, profile, contract-proxy).
 * Prints a table and writes the same figures to .bench/results.json.
 *
 * Exits 0 even when a goal is missed: it measures, it does not judge. Non-zero only when something
 * could not be measured.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { timeAppBuild, timeBareReactBuild, timeMockBuild, timeNpmScript } from './bench/builds.ts';
import { measureListPaint, median, type ListPaint } from './bench/list-paint.ts';
import { largeListRows, listPaintFigures, listPaintGoals, listPaintRows } from './bench/list-paint-report.ts';
import { measureInvoiceExport } from './bench/invoice-export.ts';
import { measureListExport } from './bench/list-export.ts';
import { measureAfterLogin, type AfterLogin } from './bench/sign-in.ts';
import { measurePaymentImport } from './bench/payment-import.ts';
import { measureBulkReminders } from './bench/bulk-reminders.ts';
import { buildWithProbeRoute } from './bench/route-probe.ts';
import { launchChromium, measurePageLoad, type PageLoad } from './bench/page-load.ts';
import { measureWalk } from './bench/interactions.ts';
import { INTERACTION_GOALS, interactionRows, walkTable, type WalkRun } from './bench/interactions-report.ts';
import { runMode } from './bench/modes.ts';
import { measureMockScale, MOCK_SCALE_GOALS, mockScaleRows } from './bench/mock-scale.ts';
import { benchLargeReload } from './bench/large-reload.ts';
import { fileTable, table } from './bench/report.ts';
import { measureProxyLatency, PROXY_GOAL_MEDIAN_MS, proxyLatencyRows } from './bench/contract-proxy.ts';
import { jsChunks, kB, sum } from './bench/sizes.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => resolve(projectRoot, path);
const appDir = at('dist');
const benchDir = at('.bench');
const bareReactDir = at('.bench/bare-react');
const mockDir = at('dist-mock');
const probeDir = at('.bench/probe-dist');

const goals = {
  loginToBareReactRatio: 2.2,
  initialCssGzipBytes: 30_000,
  ...listPaintGoals,
  invoiceExportMs: 2000,
  listExportMs: 2000,
  paymentImportSpeedUp: 6,
  dashboardHomeInitialJsGzipBytes: 300_000,
  bulkRemindersSpeedUp: 6,
  contractProxyAddedMedianMs: PROXY_GOAL_MEDIAN_MS,
  mockScale: MOCK_SCALE_GOALS,
};

const step = (message: string) => console.log(`… ${message}`);

// `npm run bench -- contract-proxy | walk | all-day | profile`: one step alone (bench/modes.ts).
if (await runMode(projectRoot, process.argv.slice(2))) process.exit(0);
const round = (value: number, digits: number) => Number(value.toFixed(digits));

step('npm run generate');
const generateSeconds = timeNpmScript('generate', projectRoot);
step('vite build (production)');
const buildSeconds = await timeAppBuild(projectRoot);
step('vite build of the bare React page');
const bareReactBuildSeconds = await timeBareReactBuild(at('bench/bare-react'), bareReactDir);

step('vite build with one more list route (does a route grow the first bundle?)');
await buildWithProbeRoute(projectRoot, probeDir);

step('vite build with the mock backend (dist-mock)');
const mockBuildSeconds = await timeMockBuild(projectRoot);

step('loading /login and the bare React page in Chromium');
const browser = await launchChromium();
let login: PageLoad;
let loginWithProbe: PageLoad;
let bareReact: PageLoad;
let listPaint: ListPaint;
let listPaintLarge: ListPaint;
let afterLogin: AfterLogin;
let walks: { production: WalkRun[]; mock: WalkRun[] };
try {
  login = await measurePageLoad(browser, appDir, '/login', 'form');
  loginWithProbe = await measurePageLoad(browser, probeDir, '/login', 'form');
  bareReact = await measurePageLoad(browser, bareReactDir, '/', 'h1');
  step('timing three lists (signed in, mock backend, CPU throttled) against the bare React first paint');
  listPaint = await measureListPaint(browser, mockDir, bareReactDir);
  step('the same three lists in the mock scenario large (200,000 payments)');
  listPaintLarge = await measureListPaint(browser, mockDir, bareReactDir, undefined, 'large');
  step('/dashboard/home signed in, and pressing Sign in to the home tiles painted (7 runs)');
  afterLogin = await measureAfterLogin(browser, projectRoot, appDir, mockDir);
  step('a walk of about twenty interactions in both builds, CPU 4x: Event Timing (INP), two runs each');
  walks = {
    production: await measureWalk(browser, projectRoot, 'production'),
    mock: await measureWalk(browser, projectRoot, 'mock'),
  };
} finally {
  await browser.close();
}

step('invoice export: 5,000 invoices from the mock HTTP server, 20 ms per call');
const invoiceExport = await measureInvoiceExport(projectRoot);

step('payments list export: 10,000 payments from the mock HTTP server, 20 ms per call');
const listExport = await measureListExport(projectRoot);

step('mock backend, default against large: answer times, seeding and memory (server and browser)');
const mockScale = await measureMockScale(projectRoot, mockDir);
await benchLargeReload(mockDir, step);

step('payment import: 1,000 rows with new customers against the mock HTTP server, 20 ms per call');
const paymentImport = await measurePaymentImport(projectRoot);

step('bulk reminder: 500 payments against the mock HTTP server, 20 ms per call');
const bulkReminders = await measureBulkReminders(projectRoot);

step('contract proxy: 1,000 calls straight to the mock HTTP server and 1,000 through the proxy');
const proxyLatency = await measureProxyLatency(projectRoot);

const loginJs = sum(login.js);
const bareReactJs = sum(bareReact.js);
const initialCss = sum(login.css);
const ratio = loginJs / bareReactJs;
const perRouteBytes = sum(loginWithProbe.js) - loginJs;
const chunks = jsChunks(appDir);
const largest = chunks[0];
if (!largest) throw new Error(`no JS chunks in ${appDir}/assets`);
const onLogin = new Set(login.js.map((f) => f.file));
const ms = (value: number) => `${value.toFixed(0)} ms`;
// Initial: the JS asked for before the tiles were painted; lazy: what the page loaded after them.
const dashboardHomeJs = sum(afterLogin.dashboardHome.js);
const dashboardHomeLazy = afterLogin.dashboardHome.lazyJs ?? [];
const signInToTiles = median(afterLogin.signInToTilesMs);
console.log(walkTable(walks));

console.log(
  table(
    'Figures (kB = 1000 bytes, gzip level 9)',
    ['Figure', 'Value', 'Goal'],
    [
      ['generate time', `${generateSeconds.toFixed(1)} s`],
      ['build time', `${buildSeconds.toFixed(1)} s`],
      ['/login initial JS (gzip)', kB(loginJs)],
      ['bare React page JS (gzip)', kB(bareReactJs)],
      ['ratio /login : bare React', `${ratio.toFixed(2)}x`, `<= ${goals.loginToBareReactRatio}x`],
      ['first bundle growth for one more list route (gzip)', `${perRouteBytes} bytes`],
      [
        `/dashboard/home initial JS, signed in, up to the tiles painted (gzip, ${afterLogin.dashboardHome.js.length} files)`,
        kB(dashboardHomeJs),
        `<= ${kB(goals.dashboardHomeInitialJsGzipBytes)}`,
      ],
      [
        '/dashboard/home initial JS : bare React page (same run)',
        `${(dashboardHomeJs / bareReactJs).toFixed(2)}x`,
      ],
      [
        `/dashboard/home JS loaded after the tiles painted (gzip, ${dashboardHomeLazy.length} files)`,
        kB(sum(dashboardHomeLazy)),
      ],
      ["pressing 'Sign in' → home tiles painted (median)", ms(signInToTiles)],
      ['initial CSS (gzip)', kB(initialCss), `<= ${kB(goals.initialCssGzipBytes)}`],
      ...interactionRows(walks),
      ['largest chunk (gzip)', `${largest.file.replace('assets/', '')} ${kB(largest.gzipBytes)}`],
      ...listPaintRows(listPaint),
      ...largeListRows(listPaint, listPaintLarge),
      ...mockScaleRows(mockScale),
      [
        `invoice export, ${invoiceExport.invoices} invoices, ${invoiceExport.concurrency} pages at a time`,
        ms(invoiceExport.concurrentMs),
        `<= ${ms(goals.invoiceExportMs)}`,
      ],
      ['invoice export, pages one after another (same run)', ms(invoiceExport.sequentialMs)],
      [
        `payments list export, ${listExport.payments} payments, ${listExport.concurrency} pages at a time`,
        ms(listExport.pooledMs),
        `<= ${ms(goals.listExportMs)}`,
      ],
      ['payments list export, pages one after another (same run)', ms(listExport.sequentialMs)],
      ['payments list export, 100-row pages as before (same run)', ms(listExport.smallPagesMs)],
      [
        `payment import, ${paymentImport.rows} rows with new customers, ${paymentImport.concurrency} rows at a time`,
        ms(paymentImport.pooledMs),
      ],
      ['payment import, rows one after another (same run)', ms(paymentImport.sequentialMs)],
      [
        'payment import speed-up, pooled : one after another',
        `${paymentImport.speedUp.toFixed(1)}x`,
        `>= ${goals.paymentImportSpeedUp}x`,
      ],
      [
        `bulk reminder, ${bulkReminders.payments} payments, ${bulkReminders.concurrency} at a time`,
        ms(bulkReminders.pooledMs),
      ],
      ['bulk reminder, one after another (same run)', ms(bulkReminders.sequentialMs)],
      [
        'bulk reminder speed-up, pooled : one after another',
        `${bulkReminders.speedUp.toFixed(1)}x`,
        `>= ${goals.bulkRemindersSpeedUp}x`,
      ],
      ...proxyLatencyRows(proxyLatency),
    ],
  ),
);
console.log(fileTable(`/login initial JS: ${login.js.length} file(s), ${kB(loginJs)}`, login.js));
console.log(fileTable(`/login initial CSS: ${login.css.length} file(s), ${kB(initialCss)}`, login.css));
console.log(
  fileTable(
    `/dashboard/home initial JS: ${afterLogin.dashboardHome.js.length} file(s), ${kB(dashboardHomeJs)}; the 10 largest`,
    afterLogin.dashboardHome.js.slice(0, 10),
  ),
);
console.log(
  fileTable(
    `/dashboard/home JS after the tiles painted: ${dashboardHomeLazy.length} file(s), ${kB(sum(dashboardHomeLazy))}; the 10 largest`,
    dashboardHomeLazy.slice(0, 10),
  ),
);
console.log(
  fileTable('5 largest JS chunks in dist/assets', chunks.slice(0, 5), (f) =>
    onLogin.has(f.file) ? 'on /login' : 'not on /login',
  ),
);

const results = {
  measuredAt: new Date().toISOString(),
  units: { time: 's', size: 'bytes, gzip level 9 unless raw' },
  figures: {
    generateSeconds: round(generateSeconds, 2),
    buildSeconds: round(buildSeconds, 2),
    bareReactBuildSeconds: round(bareReactBuildSeconds, 2),
    loginInitialJsGzipBytes: loginJs,
    bareReactJsGzipBytes: bareReactJs,
    loginToBareReactRatio: round(ratio, 3),
    firstBundleGrowthPerListRouteGzipBytes: perRouteBytes,
    dashboardHomeInitialJsGzipBytes: dashboardHomeJs,
    dashboardHomeInitialJsFiles: afterLogin.dashboardHome.js.length,
    dashboardHomeLazyJsGzipBytes: sum(dashboardHomeLazy),
    dashboardHomeLazyJsFiles: dashboardHomeLazy.length,
    signInToTilesMs: round(signInToTiles, 1),
    initialCssGzipBytes: initialCss,
    largestChunk: largest,
    mockBuildSeconds: round(mockBuildSeconds, 2),
    listPaint: listPaintFigures(listPaint),
    listPaintLarge: listPaintFigures(listPaintLarge),
    mockScale,
    invoiceExportMs: round(invoiceExport.concurrentMs, 1),
    invoiceExportSequentialMs: round(invoiceExport.sequentialMs, 1),
    listExportMs: round(listExport.pooledMs, 1),
    listExportSequentialMs: round(listExport.sequentialMs, 1),
    paymentImportMs: round(paymentImport.pooledMs, 1),
    paymentImportSequentialMs: round(paymentImport.sequentialMs, 1),
    paymentImportSpeedUp: round(paymentImport.speedUp, 2),
    bulkRemindersMs: round(bulkReminders.pooledMs, 1),
    bulkRemindersSequentialMs: round(bulkReminders.sequentialMs, 1),
    bulkRemindersSpeedUp: round(bulkReminders.speedUp, 2),
    contractProxy: proxyLatency,
  },
  goals: { ...goals, interactions: INTERACTION_GOALS },
  details: {
    loginInitialJs: login.js,
    loginInitialCss: login.css,
    bareReactJs: bareReact.js,
    dashboardHomeInitialJs: afterLogin.dashboardHome.js,
    dashboardHomeLazyJs: dashboardHomeLazy,
    signInToTilesRunsMs: afterLogin.signInToTilesMs,
    largestChunks: chunks.slice(0, 5).map((f) => ({ ...f, onLogin: onLogin.has(f.file) })),
    listPaintRunsMs: listPaint,
    invoiceExport,
    listExport,
    bulkReminders,
    interactions: walks,
  },
};
mkdirSync(benchDir, { recursive: true });
writeFileSync(`${benchDir}/results.json`, JSON.stringify(results, null, 2) + '\n');
console.log('\nWrote .bench/results.json');
