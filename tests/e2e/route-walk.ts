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
import { LIST, rows } from './payments-helpers';

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

const firstRowOf = async (page: Page, list: string) => {
  await navigateInApp(page, list);
  const id = await rows(page).first().getAttribute('data-row-id');
  if (!id) throw new Error(`${list} shows no row`);
  return id;
};

/** The ids of the mock backend's data that the given routes need, read from their lists. */
const fixturesFor = async (page: Page, routes: string[]): Promise<Fixtures> => {
  const needs = (route: string) => routes.includes(route);
  const idOf = async (route: string, list: string) => (needs(route) ? firstRowOf(page, list) : '');
  const fixtures: Fixtures = {
    paymentId: await idOf('/dashboard/transactions/payments/$id', LIST),
    invoiceId: await idOf(
      '/dashboard/transactions/invoices/$id',
      '/dashboard/transactions/invoices?statuses=CANCELLED',
    ),
    creditId: await idOf('/dashboard/transactions/credits/$id', '/dashboard/transactions/credits'),
    creditNoteId: await idOf(
      '/dashboard/transactions/credit-notes/$id',
      '/dashboard/transactions/credit-notes?statuses=PAID',
    ),
    checkoutId: await idOf('/dashboard/transactions/checkouts/$id', '/dashboard/checkouts?states=CLOSED'),
    customerPaths: ['', ''],
  };
  if (
    routes.some(
      (route) => route.startsWith('/dashboard/debtors/$') || route.startsWith('/dashboard/debitors/'),
    )
  ) {
    await navigateInApp(page, '/dashboard/debtors');
    const customerPath = async (index: number) => {
      const link = await rows(page).nth(index).getByRole('link').getAttribute('href');
      if (!link) throw new Error('the customer list shows too few customers');
      return link.replace(/\/payments$/, '');
    };
    fixtures.customerPaths = [await customerPath(0), await customerPath(1)];
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
