/**
 * Every route of the app, read from the generated route tree, so a new route is audited (and
 * checked by the keyboard and security tests) without anyone adding it here. Routes with path
 * parameters or required search params take their values from the mock backend's fixtures below;
 * a new parameterised route fails loudly until it has them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const routeTree = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'routeTree.gen.ts'), 'utf8');

/** The `to` paths of the route tree (no layout-only or index duplicates). */
export const routePaths = (): string[] => {
  const block = /export interface FileRoutesByTo \{([^}]*)\}/.exec(routeTree)?.[1];
  if (!block) throw new Error('FileRoutesByTo not found in src/routeTree.gen.ts');
  return [...block.matchAll(/^\s*'([^']+)':/gm)].flatMap((match) => (match[1] ? [match[1]] : []));
};

/** Ids of the mock backend's data, read from its lists by the test. */
export type Fixtures = {
  paymentId: string;
  /** An invoice with related invoices (a cancelled one). */
  invoiceId: string;
  /** A credit, a credit note and a checkout of the mock backend (their detail pages). */
  creditId: string;
  creditNoteId: string;
  checkoutId: string;
  /**
   * Two customers' pages without their tab (/dashboard/debtors/{id}/{email}): the customer routes
   * that follow each other in the walk show different customers, so each shows a new heading.
   */
  customerPaths: [string, string];
};

/** Fixtures of the mock backend (mocks/db/seed) for the routes that need them. */
const concrete: Record<string, string | ((ids: Fixtures) => string)> = {
  '/onboarding/$invitationId': '/onboarding/onboarding-demo',
  '/join/$invitationId': '/join/join-demo',
  '/debug/correlations/$id': '/debug/correlations/corr-demo',
  '/register': '/register?invitationId=register-demo',
  '/register/passwordreset/reset': '/register/passwordreset/reset?resetToken=reset-demo',
  '/dashboard/$': '/dashboard/no/such/page',
  '/dashboard/transactions/payments/$id': ({ paymentId }) => `/dashboard/transactions/payments/${paymentId}`,
  '/dashboard/transactions/invoices/$id': ({ invoiceId }) => `/dashboard/transactions/invoices/${invoiceId}`,
  '/dashboard/transactions/credits/$id': ({ creditId }) => `/dashboard/transactions/credits/${creditId}`,
  '/dashboard/transactions/credit-notes/$id': ({ creditNoteId }) =>
    `/dashboard/transactions/credit-notes/${creditNoteId}`,
  '/dashboard/transactions/checkouts/$id': ({ checkoutId }) =>
    `/dashboard/transactions/checkouts/${checkoutId}`,
  // A known customer leads to its page (audited below); an unknown one shows the warning.
  '/dashboard/debtors/$id': '/dashboard/debtors/no-such-customer',
  '/dashboard/debtors/$id/$email': ({ customerPaths }) => customerPaths[0],
  '/dashboard/debtors/$id/$email/$tab': ({ customerPaths }) => `${customerPaths[1]}/sepaMandates`,
  '/dashboard/debitors/$id/$email/payments': ({ customerPaths }) =>
    `${customerPaths[0].replace('/dashboard/debtors/', '/dashboard/debitors/')}/payments`,
};

/** Routes that do something rather than show something: visited by their own tests. */
const actions = new Set(['/logout']);

export type AppRoute = { route: string; url: string; signedIn: boolean };

export const appRoutes = (ids: Fixtures): AppRoute[] =>
  routePaths()
    .filter((route) => !actions.has(route))
    .map((route) => {
      const fixture = concrete[route];
      const url = typeof fixture === 'function' ? fixture(ids) : (fixture ?? route);
      if (url.includes('$')) throw new Error(`${route} has a parameter: give it a value in app-routes.ts`);
      return { route, url, signedIn: route.startsWith('/dashboard') || route === '/user' };
    });
