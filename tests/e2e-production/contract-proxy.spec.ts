/**
 * The production build against the mock HTTP server with the validation proxy between them
 * (npm run contract:proxy): a member of staff signs in and opens the screens of most areas; every
 * call and every answer must agree with the contract (0 violations in the proxy's report). The
 * portal calls its configured backend host; the browser's calls to it are handed to the proxy.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { startScript } from '../../scripts/contract-check/start-script.ts';
import { navigateInApp } from '../e2e/a11y-helpers';
import { API, serveConfig } from './production-helpers';

const root = join(import.meta.dirname, '..', '..');

const start = (args: string[], env: Record<string, string> = {}) => startScript(root, args, env);

/** Screens of most areas, each with what shows its data has come. */
const SCREENS: [string, RegExp][] = [
  ['/dashboard/debtors', /Customers/],
  ['/dashboard/transactions/payments', /Payments/],
  ['/dashboard/transactions/invoices', /Invoices/],
  ['/dashboard/transactions/credits', /Credits/],
  ['/dashboard/transactions/credit-notes', /Credit notes/],
  ['/dashboard/transactions/subscriptions', /Subscriptions/],
  ['/dashboard/transactions/plans', /Instalment plans/],
  ['/dashboard/checkouts', /Checkouts/],
  ['/dashboard/checkouts/products', /Products/],
  ['/dashboard/checkouts/links', /Payment links/],
  ['/dashboard/company/masterdata', /Master data|Company/],
  ['/dashboard/company/bankaccount', /Bank account/],
  ['/dashboard/company/team', /Team/],
  ['/dashboard/developer/api', /API/],
  ['/dashboard/developer/webhook', /Webhook/],
];

/** The first payment, invoice and customer of the backend, as detail screens. */
const detailScreens = async (backend: string): Promise<[string, RegExp][]> => {
  const login = await fetch(`${backend}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'demo@example.com', password: 'demo1234' }),
  });
  const authorization = login.headers.get('authorization') ?? '';
  const first = async (path: string, list: string) => {
    const body = (await (await fetch(`${backend}${path}`, { headers: { authorization } })).json()) as {
      _embedded: Record<string, { id: string }[]>;
    };
    return body._embedded[list]![0]!.id;
  };
  return [
    [`/dashboard/transactions/payments/${await first('/payments?size=1', 'payments')}`, /Events/],
    [`/dashboard/transactions/invoices/${await first('/invoices?size=1', 'invoices')}`, /./],
    [`/dashboard/debtors/${await first('/debitors?size=1', 'debitors')}`, /./],
  ];
};

test('staff click through the portal against a backend held to the contract: 0 violations', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const reports = mkdtempSync(join(tmpdir(), 'contract-proxy-e2e-'));
  const mock = await start(['scripts/mock-server.ts'], { PORT: '0' });
  const proxy = await start([
    'scripts/contract-proxy.ts',
    '--target',
    mock.url,
    '--port',
    '0',
    '--json',
    join(reports, 'proxy.json'),
  ]);
  try {
    const origin = baseURL ?? '';
    const cors = {
      'access-control-allow-origin': origin,
      'access-control-allow-headers': 'accept, authorization, content-type, x-client',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-expose-headers': 'authorization, expires',
    };
    await serveConfig(page, JSON.stringify({ environment: 'stage', apiBaseUrl: API }));
    await page.route(`${API}/**`, async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      const response = await route.fetch({ url: request.url().replace(API, proxy.url) });
      return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
    });
    let pending = 0;
    const isApi = (request: Request) => request.url().startsWith(`${API}/`) && request.method() !== 'OPTIONS';
    page.on('request', (request) => (pending += isApi(request) ? 1 : 0));
    const done = (request: Request) => (pending -= isApi(request) ? 1 : 0);
    page.on('requestfinished', done);
    page.on('requestfailed', done);

    await page.goto('/login');
    await page.getByLabel('E-mail address').fill('demo@example.com');
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    // Detail screens of records the backend holds (their ids read from it, as a user would click them).
    const details = await detailScreens(mock.url);
    for (const [url, heading] of [...SCREENS, ...details]) {
      // A heading the screen before did not show, then this screen's own.
      await navigateInApp(page, url);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect.poll(() => pending, { message: `calls of ${url} answered` }).toBe(0);
    }
  } finally {
    proxy.child.kill('SIGINT');
    await new Promise((resolve) => proxy.child.once('exit', resolve));
    mock.child.kill();
  }
  const report = JSON.parse(readFileSync(join(reports, 'proxy.json'), 'utf8')) as {
    results: {
      operationId: string;
      tag: string;
      status?: number;
      verdict: string;
      checks: { name: string; verdict: string; violations: { at: string; got: string }[] }[];
    }[];
  };
  const violations = report.results.flatMap((result) =>
    result.checks
      .filter((check) => check.verdict === 'fail')
      .flatMap((check) =>
        check.violations.map((v) => `${result.operationId} ${result.status} ${check.name} ${v.at}: ${v.got}`),
      ),
  );
  expect(violations).toEqual([]);
  expect(report.results.length).toBeGreaterThanOrEqual(30);
  expect(new Set(report.results.map((result) => result.tag)).size).toBeGreaterThanOrEqual(15);
  console.log(`${report.results.length} calls through the contract proxy, 0 violations`);
});
