/**
 * The side navigation of spec 3 §2.2 as data, and the pure rule of which entries a company sees.
 */
import type { Company } from '@generated/model/company';
import type { ServiceName } from '@generated/model/serviceName';

export type NavContext = {
  activeServices: ReadonlySet<ServiceName>;
  company: Pick<Company, 'bankingSettings'> | undefined;
  isProduction: boolean;
};

type NavBase = {
  /** Translation key in the global namespace. */
  label: string;
  icon?: string;
  badge?: 'new';
  /** Shown only while this service is active. */
  service?: ServiceName;
  /** A further condition on the company or environment. */
  when?: (context: NavContext) => boolean;
};

export type NavLeaf = NavBase & ({ to: string; href?: never } | { href: string; to?: never });
export type NavGroup = NavBase & { children: NavItem[] };
export type NavItem = NavLeaf | NavGroup;

export const isNavGroup = (item: NavItem): item is NavGroup => 'children' in item;

const allowsCreditTransfers = (context: NavContext) =>
  context.company?.bankingSettings?.allowCreditTransfers === true;

export const API_DOCUMENTATION_URL = 'https://docs.portal.example/api';

export const navigation: NavItem[] = [
  { label: 'nav.home', icon: 'home', to: '/dashboard/home' },
  { label: 'nav.customers', icon: 'users', to: '/dashboard/debtors' },
  {
    label: 'nav.transactions',
    icon: 'transactions',
    service: 'PAYMENT_SERVICE',
    children: [
      { label: 'nav.payments', to: '/dashboard/transactions/payments' },
      { label: 'nav.invoices', to: '/dashboard/transactions/invoices', service: 'SUBSCRIPTION_SERVICE' },
      {
        label: 'nav.credits',
        to: '/dashboard/transactions/credits',
        service: 'SUBSCRIPTION_SERVICE',
        when: allowsCreditTransfers,
      },
      {
        label: 'nav.creditNotes',
        to: '/dashboard/transactions/credit-notes',
        service: 'SUBSCRIPTION_SERVICE',
        when: allowsCreditTransfers,
      },
      {
        label: 'nav.subscriptions',
        to: '/dashboard/transactions/subscriptions',
        service: 'SUBSCRIPTION_SERVICE',
      },
      { label: 'nav.plans', to: '/dashboard/transactions/plans', badge: 'new' },
    ],
  },
  {
    label: 'nav.checkouts',
    icon: 'checkouts',
    service: 'PAYMENT_SERVICE',
    children: [
      { label: 'nav.checkoutsOverview', to: '/dashboard/checkouts' },
      { label: 'nav.products', to: '/dashboard/checkouts/products' },
      { label: 'nav.paymentLinks', to: '/dashboard/checkouts/links', badge: 'new' },
    ],
  },
  {
    label: 'nav.marketplace',
    icon: 'marketplace',
    service: 'AGENT_SERVICE',
    children: [
      { label: 'nav.connectedAccounts', to: '/dashboard/connected-accounts' },
      { label: 'nav.connectedTransactions', to: '/dashboard/connected-accounts/transactions' },
    ],
  },
  {
    label: 'nav.developer',
    icon: 'developer',
    children: [
      { label: 'nav.apiKeys', to: '/dashboard/developer/api' },
      { label: 'nav.webhooks', to: '/dashboard/developer/webhook' },
      { label: 'nav.apiDocumentation', href: API_DOCUMENTATION_URL },
    ],
  },
  {
    label: 'nav.company',
    icon: 'company',
    children: [
      { label: 'nav.masterData', to: '/dashboard/company/masterdata' },
      { label: 'nav.serviceSettings', to: '/dashboard/company/settings' },
      { label: 'nav.bankAccounts', to: '/dashboard/company/bankaccount' },
      { label: 'nav.team', to: '/dashboard/company/team' },
      { label: 'nav.services', to: '/dashboard/company/services' },
      { label: 'nav.logo', to: '/dashboard/company/logo' },
      { label: 'nav.branding', to: '/dashboard/company/branding' },
      { label: 'nav.contract', to: '/dashboard/company/contract', when: (context) => !context.isProduction },
    ],
  },
];

const isVisible = (item: NavItem, context: NavContext) =>
  (!item.service || context.activeServices.has(item.service)) && (!item.when || item.when(context));

/** The entries this company sees; a group without visible children disappears. */
export const visibleNavigation = (items: NavItem[], context: NavContext): NavItem[] =>
  items.flatMap((item): NavItem[] => {
    if (!isVisible(item, context)) return [];
    if (!isNavGroup(item)) return [item];
    const children = visibleNavigation(item.children, context);
    return children.length ? [{ ...item, children }] : [];
  });

/** Every internal destination of the navigation, for the 'coming soon' screens. */
export const navigationDestinations = (items: NavItem[] = navigation): { to: string; label: string }[] =>
  items.flatMap((item) =>
    isNavGroup(item)
      ? navigationDestinations(item.children)
      : item.to
        ? [{ to: item.to, label: item.label }]
        : [],
  );

/**
 * The entry the page belongs to: the longest destination the path is within, so that
 * /dashboard/connected-accounts/transactions marks its own entry and not also the clients above it.
 */
export const activeDestination = (items: NavItem[], pathname: string): string | undefined =>
  navigationDestinations(items)
    .map(({ to }) => to)
    .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0];
