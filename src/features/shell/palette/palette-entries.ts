/**
 * What the command palette offers besides search results, as pure functions of the navigation the
 * user sees: the screens to go to and the create actions, each only where the navigation goes.
 */
import { isNavGroup, navigationDestinations, type NavItem } from '../navigation';

export type CreateArea = 'payments' | 'customers' | 'invoices' | 'products';

/** Where an entry of the palette leads. */
export type PaletteTarget =
  | { kind: 'page'; to: string }
  | { kind: 'create'; area: CreateArea; debitorId?: string }
  | { kind: 'customer'; id: string }
  | { kind: 'payment'; id: string }
  | { kind: 'invoice'; id: string }
  | { kind: 'product'; name: string };

/** Each list's address; an area is offered only while the navigation shows its list. */
export const areaLists: Record<CreateArea, string> = {
  payments: '/dashboard/transactions/payments',
  customers: '/dashboard/debtors',
  invoices: '/dashboard/transactions/invoices',
  products: '/dashboard/checkouts/products',
};

export type PaletteDestination = {
  to: string;
  /** Translation key (global namespace) of the entry, and of the group it sits in. */
  label: string;
  group?: string;
};

/** Every screen of the navigation the user sees, with the group it belongs to. */
export const paletteDestinations = (items: NavItem[], group?: string): PaletteDestination[] =>
  items.flatMap((item): PaletteDestination[] => {
    if (isNavGroup(item)) return paletteDestinations(item.children, item.label);
    return item.to ? [{ to: item.to, label: item.label, group }] : [];
  });

/** The lists among the visible navigation. */
export const visibleAreas = (items: NavItem[]): CreateArea[] => {
  const destinations = new Set(navigationDestinations(items).map((entry) => entry.to));
  const areas: CreateArea[] = ['payments', 'customers', 'invoices', 'products'];
  return areas.filter((area) => destinations.has(areaLists[area]));
};

/** Case and accent blind: every word typed appears in one of the texts. */
export const matchesQuery = (query: string, ...texts: (string | undefined)[]) => {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const haystack = fold(texts.filter(Boolean).join(' '));
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};

/** Server search starts from this many characters. */
export const MIN_SEARCH_LENGTH = 2;
/** Results per area. */
export const SEARCH_PAGE_SIZE = 5;
/** The pause in typing before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;
