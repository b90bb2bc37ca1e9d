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

export type NavLeaf = NavBase &
  (
    | {
        to: string;
        /** Screens outside `to` that belong to this entry (a detail page reached from its list). */
        owns?: string[];
        href?: never;
      }
    | { href: string; to?: never; owns?: never }
  );
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
      // Spec 3 §2.1: a checkout's detail sits under transactions but is opened from the checkouts list.
      {
        label: 'nav.checkoutsOverview',
        to: '/dashboard/checkouts',
        owns: ['/dashboard/transactions/checkouts'],
      },
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

const isWithin = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

const leaves = (items: NavItem[]): NavLeaf[] =>
  items.flatMap((item) => (isNavGroup(item) ? leaves(item.children) : [item]));

/**
 * The one entry current on a page (highlighted, `aria-current="page"`): of the entries whose path, or
 * a path they own, the page is within, the most specific (longest path) wins. So the checkouts
 * overview is not current on its products, the clients not on their transactions, and a payment's
 * detail marks the payments entry. Undefined when no entry covers the page.
 */
export const activeDestination = (items: NavItem[], pathname: string): string | undefined => {
  let current: { to: string; length: number } | undefined;
  for (const leaf of leaves(items)) {
    if (!leaf.to) continue;
    for (const path of [leaf.to, ...(leaf.owns ?? [])]) {
      if (isWithin(pathname, path) && path.length > (current?.length ?? -1))
        current = { to: leaf.to, length: path.length };
    }
  }
  return current?.to;
};

/** Whether a group holds the current entry (it opens with the page). */
export const holdsDestination = (item: NavItem, destination: string | undefined): boolean =>
  destination !== undefined &&
  (isNavGroup(item)
    ? item.children.some((child) => holdsDestination(child, destination))
    : item.to === destination);
