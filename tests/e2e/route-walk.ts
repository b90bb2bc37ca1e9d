/**
 * The walk over every route, cut into parts of a few routes each so that no test runs long: a part
 * starts the app once (signed out on the login page, or signed in on home), reads from the lists
 * only the ids its own routes need, and goes on through the app's router from screen to screen.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { navigateInApp } from './a11y-helpers';
import { appRoutes, type AppRoute, type Fixtures } from './app-routes';
import { loginAsDemo } from './helpers';
import { MOCK_API_ORIGIN } from '../../mocks/auth';

/** The not-found screen of the public part, which has no route of its own. */
export const NOT_FOUND = '/no/such/page';

/** Routes whose urls need no ids, for cutting the walk into parts before any id is known. */
const NO_IDS: Fixtures = {
  paymentId: '',
  invoiceId: '',
  creditId: '',
  creditNoteId: '',
  checkoutId: '',
  customerPaths: ['', ''],
};

export type Part = { name: string; signedIn: boolean; routes: string[] };

/**
 * The routes that `include` takes, in parts of at most `size`: public ones first (with Not found),
 * then the signed-in ones.
 */
export const walkParts = (size: number, include: (route: string) => boolean = () => true): Part[] => {
  const all = appRoutes(NO_IDS);
  const cut = (routes: string[], signedIn: boolean): Part[] =>
    Array.from({ length: Math.ceil(routes.length / size) }, (_, index) => {
      const slice = routes.slice(index * size, (index + 1) * size);
      return {
        name: `${signedIn ? 'signed in' : 'public'}: ${slice[0]} to ${slice.at(-1)}`,
        signedIn,
        routes: slice,
      };
    });
  const publicRoutes = [...all.filter((route) => !route.signedIn).map(({ route }) => route), NOT_FOUND];
  const signedIn = all.filter((route) => route.signedIn).map(({ route }) => route);
  return [...cut(publicRoutes.filter(include), false), ...cut(signedIn.filter(include), true)];
};

/** A sample of routes, checked to name routes of the app (a misspelt one would never be visited). */
export const routeSample = (routes: string[]): Set<string> => {
  const known = new Set(walkParts(1000).flatMap((part) => part.routes));
  const unknown = routes.filter((route) => !known.has(route));
  if (unknown.length) throw new Error(`not routes of the app: ${unknown.join(', ')}`);
  return new Set(routes);
};

/** What each id of the fixtures is read from: the list the walk used to open, as the list asks. */
const NEWEST_FIRST = 'sort=createdDateTimeUTC,desc';
const sources = {
  paymentId: ['/dashboard/transactions/payments/$id', `/payments?size=1&${NEWEST_FIRST}`, 'payments'],
  invoiceId: [
    '/dashboard/transactions/invoices/$id',
    `/invoices?statuses=CANCELLED&size=1&${NEWEST_FIRST}`,
    'invoices',
  ],
  creditId: ['/dashboard/transactions/credits/$id', `/credits?size=1&${NEWEST_FIRST}`, 'credits'],
  creditNoteId: [
    '/dashboard/transactions/credit-notes/$id',
    `/creditNotes?statuses=PAID&size=1&${NEWEST_FIRST}`,
    'creditNotes',
  ],
  checkoutId: [
    '/dashboard/transactions/checkouts/$id',
    `/checkouts?states=CLOSED&size=1&${NEWEST_FIRST}`,
    'checkouts',
  ],
} as const;

/**
 * The ids of the mock backend's data that the given routes need: the first records of the lists
 * the routes' records are found in (newest first, as the lists show them), and the first two
 * customers by name. Asked of the mock API in one go from the started app, rather than by opening
 * each list (a second per list).
 */
const fixturesFor = async (page: Page, routes: string[]): Promise<Fixtures> => {
  const wanted = Object.entries(sources).filter(([, [route]]) => routes.includes(route));
  const customers = routes.some(
    (route) => route.startsWith('/dashboard/debtors/$') || route.startsWith('/dashboard/debitors/'),
  );
  const calls = [
    ...wanted.map(([, [, path, embedded]]) => ({ path, embedded })),
    ...(customers
      ? [{ path: '/debitors?size=2&sort=lastName,asc&sort=firstName,asc', embedded: 'debitors' }]
      : []),
  ];
  const answers = await page.evaluate(
    ({ origin, calls }) => {
      const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token?: string };
      return Promise.all(
        calls.map(async ({ path, embedded }) => {
          const response = await fetch(`${origin}${path}`, {
            headers: { Authorization: `Bearer ${session.token ?? ''}`, Accept: 'application/json' },
          });
          if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
          const body = (await response.json()) as {
            _embedded?: Record<string, { id: string; emailAddress?: string }[]>;
          };
          return body._embedded?.[embedded] ?? [];
        }),
      );
    },
    { origin: MOCK_API_ORIGIN, calls },
  );
  const fixtures: Fixtures = { ...NO_IDS };
  wanted.forEach(([key, [route]], index) => {
    const id = answers[index]?.[0]?.id;
    if (!id) throw new Error(`the mock backend has no record for ${route}`);
    fixtures[key as keyof typeof sources] = id;
  });
  if (customers) {
    const [first, second] = answers.at(-1) ?? [];
    if (!first?.emailAddress || !second?.emailAddress)
      throw new Error('the mock backend has too few customers');
    const path = ({ id, emailAddress }: { id: string; emailAddress?: string }) =>
      `/dashboard/debtors/${id}/${encodeURIComponent(emailAddress ?? '')}`;
    fixtures.customerPaths = [path(first), path(second)];
  }
  return fixtures;
};

/**
 * Starts the app for a part and visits each of its routes in turn; `visit` checks the screen shown.
 * Signed-out parts start on the login page, signed-in ones on home with the demo user's session.
 */
export const walk = async (page: Page, part: Part, visit: (route: AppRoute) => Promise<void>) => {
  if (!part.signedIn) {
    await page.goto('/login');
    await expect(page.locator('form button[type="submit"]')).toBeVisible();
    const routes = [
      ...appRoutes(NO_IDS).filter(({ route }) => part.routes.includes(route)),
      ...(part.routes.includes(NOT_FOUND) ? [{ route: NOT_FOUND, url: NOT_FOUND, signedIn: false }] : []),
    ];
    for (const route of routes) {
      await navigateInApp(page, route.url);
      await visit(route);
    }
    return;
  }
  await loginAsDemo(page);
  const fixtures = await fixturesFor(page, part.routes);
  for (const route of appRoutes(fixtures).filter(({ route }) => part.routes.includes(route))) {
    await navigateInApp(page, route.url);
    await visit(route);
  }
};

/** The namespaces of the translations, from public/i18n (one folder each). */
const namespaces = readdirSync(join(import.meta.dirname, '..', '..', 'public', 'i18n'));
/** Text that shows a key with its namespace ('instalment-plans:customer deleted') instead of words. */
const namespacedKey = new RegExp(`(?:^|[\\s(])(?:${namespaces.join('|')}):[A-Za-z]`, 'm');

/** Screens outside the navigation: the signed-in Not found and the user's page. */
const outsideNavigation = new Set(['/dashboard/$', '/user']);

/**
 * What a user would see wrong with the words and the navigation of the screen shown: a key
 * instead of its text (the app notes every key without a text, see src/app/i18n.ts, and a
 * namespaced key in the page's text), and anything but exactly one current navigation entry.
 */
export const screenProblems = async (page: Page, { route, signedIn }: AppRoute): Promise<string[]> => {
  const { missing, text, current, highlighted } = await page.evaluate(() => {
    const missingKeys = window.__missingTranslations ?? [];
    window.__missingTranslations = [];
    const nav = document.querySelector('.mantine-AppShell-navbar');
    return {
      missing: [...new Set(missingKeys)],
      text: document.body.innerText,
      current: nav ? nav.querySelectorAll('[aria-current="page"]').length : 0,
      highlighted: nav ? nav.querySelectorAll('.mantine-NavLink-root[data-active]').length : 0,
    };
  });
  const problems = missing.map((key) => `${route}: the key ${key} has no text`);
  const shown = namespacedKey.exec(text);
  if (shown)
    problems.push(`${route}: the page shows a key: ${text.slice(shown.index).trim().split('\n')[0]}`);
  if (signedIn && !outsideNavigation.has(route)) {
    if (current !== 1) problems.push(`${route}: ${current} navigation entries carry aria-current="page"`);
    if (highlighted !== 1) problems.push(`${route}: ${highlighted} navigation entries are highlighted`);
  }
  return problems;
};
