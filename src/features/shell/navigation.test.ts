import { describe, expect, it } from 'vitest';
import type { ServiceName } from '@generated/model/serviceName';
import { routePaths } from '../../../tests/e2e/app-routes';
import {
  activeDestination,
  holdsDestination,
  isNavGroup,
  navigation,
  navigationDestinations,
  visibleNavigation,
  type NavItem,
} from './navigation';

const labels = (items: NavItem[]): string[] =>
  items.flatMap((item) => [item.label, ...(isNavGroup(item) ? labels(item.children) : [])]);

const visible = (services: ServiceName[], { allowCreditTransfers = true, isProduction = false } = {}) =>
  labels(
    visibleNavigation(navigation, {
      activeServices: new Set(services),
      company: { bankingSettings: { allowCreditTransfers } },
      isProduction,
    }),
  );

const all: ServiceName[] = ['PAYMENT_SERVICE', 'SUBSCRIPTION_SERVICE', 'AGENT_SERVICE'];

describe('side navigation (spec 3 §2.2)', () => {
  it('shows everything with every service active outside production', () => {
    expect(visible(all)).toEqual(
      expect.arrayContaining(['nav.transactions', 'nav.credits', 'nav.marketplace', 'nav.contract']),
    );
  });

  it('shows Transactions only with the payment service', () => {
    expect(visible(['SUBSCRIPTION_SERVICE'])).not.toContain('nav.transactions');
    expect(visible(['SUBSCRIPTION_SERVICE'])).not.toContain('nav.payments');
    expect(visible(['PAYMENT_SERVICE'])).toContain('nav.payments');
  });

  it('ties invoices, credits, credit notes and subscriptions to the subscription service', () => {
    const withoutSubscriptions = visible(['PAYMENT_SERVICE']);
    for (const label of ['nav.invoices', 'nav.credits', 'nav.creditNotes', 'nav.subscriptions']) {
      expect(withoutSubscriptions).not.toContain(label);
      expect(visible(all)).toContain(label);
    }
  });

  it('shows credits and credit notes only when credit transfers are allowed', () => {
    const items = visible(all, { allowCreditTransfers: false });
    expect(items).not.toContain('nav.credits');
    expect(items).not.toContain('nav.creditNotes');
    expect(items).toContain('nav.invoices');
  });

  it('shows the marketplace only with the agent service', () => {
    expect(visible(['PAYMENT_SERVICE'])).not.toContain('nav.marketplace');
    expect(visible(['AGENT_SERVICE'])).toEqual(
      expect.arrayContaining(['nav.marketplace', 'nav.connectedAccounts']),
    );
  });

  it('hides the contract in production', () => {
    expect(visible(all, { isProduction: true })).not.toContain('nav.contract');
  });

  it('drops a group whose children are all hidden and keeps external links', () => {
    const items = visibleNavigation(
      [
        { label: 'g', children: [{ label: 'x', to: '/x', service: 'AGENT_SERVICE' }] },
        { label: 'docs', href: 'https://d' },
      ],
      { activeServices: new Set(), company: undefined, isProduction: false },
    );
    expect(labels(items)).toEqual(['docs']);
  });

  it('opens only the group that holds the current entry', () => {
    const current = activeDestination(navigation, '/dashboard/transactions/checkouts/c1/');
    const opened = navigation.filter((item) => holdsDestination(item, current)).map((item) => item.label);
    expect(opened).toEqual(['nav.checkouts']);
  });
});

/**
 * Every route of the route tree, at a concrete address, with the one entry current on its screen;
 * `null` where the screen has no navigation (outside the dashboard). A route that only redirects
 * gives the address it lands on. A new route fails the coverage test until it is added here.
 */
const screens: Record<string, { url: string; entry: string | null }> = {
  '/': { url: '/login', entry: null },
  '/login': { url: '/login', entry: null },
  '/logout': { url: '/login', entry: null },
  '/signup': { url: '/signup', entry: null },
  '/user': { url: '/user', entry: null },
  '/register': { url: '/register?invitationId=i1', entry: null },
  '/register/passwordreset/request': { url: '/register/passwordreset/request', entry: null },
  '/register/passwordreset/reset': { url: '/register/passwordreset/reset?resetToken=t1', entry: null },
  '/join/$invitationId': { url: '/join/i1', entry: null },
  '/onboarding/$invitationId': { url: '/onboarding/i1', entry: null },
  '/debug/correlations/$id': { url: '/debug/correlations/c1', entry: null },
  '/dashboard': { url: '/dashboard/home', entry: 'nav.home' },
  '/dashboard/$': { url: '/dashboard/home', entry: 'nav.home' },
  '/dashboard/home': { url: '/dashboard/home', entry: 'nav.home' },
  '/dashboard/debtors': { url: '/dashboard/debtors?action=new', entry: 'nav.customers' },
  '/dashboard/debtors/$id': { url: '/dashboard/debtors/Meyer', entry: 'nav.customers' },
  '/dashboard/debtors/$id/$email': { url: '/dashboard/debtors/d1/a@b.de', entry: 'nav.customers' },
  '/dashboard/debtors/$id/$email/$tab': {
    url: '/dashboard/debtors/d1/a@b.de/sepaMandates',
    entry: 'nav.customers',
  },
  '/dashboard/debitors/$id/$email/payments': {
    url: '/dashboard/debtors/d1/a@b.de/payments',
    entry: 'nav.customers',
  },
  '/dashboard/transactions/payments': { url: '/dashboard/transactions/payments', entry: 'nav.payments' },
  '/dashboard/transactions/payments/$id': {
    url: '/dashboard/transactions/payments/p1/',
    entry: 'nav.payments',
  },
  '/dashboard/transactions/invoices': { url: '/dashboard/transactions/invoices', entry: 'nav.invoices' },
  '/dashboard/transactions/invoices/$id': {
    url: '/dashboard/transactions/invoices/i1',
    entry: 'nav.invoices',
  },
  '/dashboard/transactions/credits': { url: '/dashboard/transactions/credits/', entry: 'nav.credits' },
  '/dashboard/transactions/credits/$id': { url: '/dashboard/transactions/credits/c1', entry: 'nav.credits' },
  '/dashboard/transactions/credit-notes': {
    url: '/dashboard/transactions/credit-notes',
    entry: 'nav.creditNotes',
  },
  '/dashboard/transactions/credit-notes/$id': {
    url: '/dashboard/transactions/credit-notes/n1',
    entry: 'nav.creditNotes',
  },
  '/dashboard/transactions/subscriptions': {
    url: '/dashboard/transactions/subscriptions',
    entry: 'nav.subscriptions',
  },
  '/dashboard/transactions/plans': { url: '/dashboard/transactions/plans', entry: 'nav.plans' },
  '/dashboard/transactions/checkouts/$id': {
    url: '/dashboard/transactions/checkouts/c1/',
    entry: 'nav.checkoutsOverview',
  },
  '/dashboard/checkouts': { url: '/dashboard/checkouts', entry: 'nav.checkoutsOverview' },
  '/dashboard/checkouts/products': { url: '/dashboard/checkouts/products', entry: 'nav.products' },
  '/dashboard/checkouts/links': { url: '/dashboard/checkouts/links', entry: 'nav.paymentLinks' },
  '/dashboard/connected-accounts': { url: '/dashboard/connected-accounts', entry: 'nav.connectedAccounts' },
  '/dashboard/connected-accounts/transactions': {
    url: '/dashboard/connected-accounts/transactions',
    entry: 'nav.connectedTransactions',
  },
  '/dashboard/developer/api': { url: '/dashboard/developer/api', entry: 'nav.apiKeys' },
  '/dashboard/developer/webhook': { url: '/dashboard/developer/webhook', entry: 'nav.webhooks' },
  '/dashboard/company/masterdata': { url: '/dashboard/company/masterdata', entry: 'nav.masterData' },
  '/dashboard/company/settings': { url: '/dashboard/company/settings', entry: 'nav.serviceSettings' },
  '/dashboard/company/bankaccount': { url: '/dashboard/company/bankaccount', entry: 'nav.bankAccounts' },
  '/dashboard/company/team': { url: '/dashboard/company/team', entry: 'nav.team' },
  '/dashboard/company/services': { url: '/dashboard/company/services', entry: 'nav.services' },
  '/dashboard/company/logo': { url: '/dashboard/company/logo', entry: 'nav.logo' },
  '/dashboard/company/branding': { url: '/dashboard/company/branding', entry: 'nav.branding' },
  '/dashboard/company/contract': { url: '/dashboard/company/contract', entry: 'nav.contract' },
};

/** The labels of the entries current at a URL (the rule gives at most one; the page's path counts). */
const currentEntries = (url: string): string[] => {
  const current = activeDestination(navigation, new URL(url, 'https://portal.test').pathname);
  return navigationDestinations()
    .filter((destination) => destination.to === current)
    .map((destination) => destination.label);
};

describe('the current navigation entry on every route', () => {
  it('knows every route of the route tree', () => {
    expect(Object.keys(screens).sort()).toEqual(routePaths().sort());
  });

  it.each(Object.entries(screens))('%s', (_route, { url, entry }) => {
    expect(currentEntries(url)).toEqual(entry === null ? [] : [entry]);
  });

  it('marks no entry on a path no entry covers', () => {
    expect(currentEntries('/dashboard/unknown')).toEqual([]);
  });
});
