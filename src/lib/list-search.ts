/**
 * The state of a list screen as it lives in the URL: page, size, search text and a date range,
 * plus each list's own filters. Validated in each list route (`validateSearch`), so a view can be
 * shared and the back button restores it. Invalid values fall back to the defaults instead of
 * failing the route.
 *
 * Plain validators (src/lib/search-schema.ts): every list route's validator is part of the route
 * tree, which the first page loads, so it must stay small however many lists there are.
 *
 * The pager is one-based (what the user sees, and what the URL holds); the server's pages are
 * zero-based. `toServerPaging` is the one place that converts between the two.
 *
 * What reaches the server is each list's own business: `toListParams` gives only paging, search
 * and dates, and the list adds its filters and sort under `satisfies List<Area>Params`, so a key
 * the endpoint does not take fails the typecheck.
 */
import { isoDay, searchSchema, searchText, wholeNumber } from './search-schema';

export { choice, choiceList, idList, idParam } from './search-schema';

export const DEFAULT_PAGE_SIZES = [5, 10, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The sort most lists ask for. */
export const NEWEST_FIRST = 'createdDateTimeUTC,desc' as const;

/** The params every list has; a list spreads them into its own (`searchSchema({ ...listParams(), … })`). */
export const listParams = ({ pageSizes = DEFAULT_PAGE_SIZES }: { pageSizes?: readonly number[] } = {}) => ({
  page: wholeNumber({ min: 1 }),
  size: wholeNumber({ allowed: pageSizes }),
  search: searchText(),
  from: isoDay(),
  to: isoDay(),
});

/** The validator of a list that has no params of its own. */
export const listSearchSchema = (options: { pageSizes?: readonly number[] } = {}) =>
  searchSchema(listParams(options));

/** The part of a list's URL that every list shares. */
export type ListSearch = {
  page?: number;
  size?: number;
  search?: string;
  from?: string;
  to?: string;
};

/** What the pager shows: the one-based page and the page size. */
export const toPagerState = (
  search: Pick<ListSearch, 'page' | 'size'>,
  defaultSize: number = DEFAULT_PAGE_SIZE,
): { page: number; size: number } => ({
  page: Math.max(1, search.page ?? 1),
  size: search.size ?? defaultSize,
});

/** The one conversion from the one-based pager to the server's zero-based pages. */
export const toServerPaging = (
  search: Pick<ListSearch, 'page' | 'size'>,
  defaultSize: number = DEFAULT_PAGE_SIZE,
): { page: number; size: number } => {
  const { page, size } = toPagerState(search, defaultSize);
  return { page: page - 1, size };
};

/** Start of the first day and end of the last day, in UTC (spec 3 §5: 23:59:59.999Z). */
export const toDateRange = ({ from, to }: Pick<ListSearch, 'from' | 'to'>) => ({
  startDate: from ? `${from}T00:00:00.000Z` : undefined,
  endDate: to ? `${to}T23:59:59.999Z` : undefined,
});

/**
 * The query parameters every server list shares: paging, search text and dates. Filters and sort
 * are the list's own (see the module comment).
 */
export const toListParams = (search: ListSearch, defaultSize = DEFAULT_PAGE_SIZE) => ({
  ...toServerPaging(search, defaultSize),
  search: search.search || undefined,
  ...toDateRange(search),
});

type SearchValue = ListSearch[keyof ListSearch] | readonly string[] | string | boolean | undefined;
/** Any list's search: the shared part and the list's own keys. */
export type AnyListSearch = ListSearch & Record<string, SearchValue>;

const isEmpty = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether any of the list's filters (by key) is in use. */
export const hasActiveFilters = (search: AnyListSearch, filterKeys: readonly string[]): boolean =>
  filterKeys.some((key) => !isEmpty(search[key]));

/** Drops empty values so that the URL only carries what differs from the defaults. */
const clean = <S extends AnyListSearch>(search: S): S => {
  const next: S = { ...search };
  for (const key of Object.keys(next)) if (isEmpty(next[key])) delete next[key];
  if (next.page === 1) delete next.page;
  return next;
};

/** A changed filter returns to the first page. */
export const withFilters = <S extends AnyListSearch>(search: S, filters: Record<string, unknown>): S =>
  clean({ ...search, ...filters, page: undefined });

/** A changed page size returns to the first page. */
export const withPageSize = <S extends AnyListSearch>(
  search: S,
  size: number,
  defaultSize = DEFAULT_PAGE_SIZE,
): S => clean({ ...search, size: size === defaultSize ? undefined : size, page: undefined });

export const withPage = <S extends AnyListSearch>(search: S, page: number): S => clean({ ...search, page });

/** Every filter of the list (by key) removed. */
export const withoutFilters = <S extends AnyListSearch>(search: S, filterKeys: readonly string[]): S => {
  const next: S = { ...search };
  for (const key of filterKeys) delete next[key];
  return clean({ ...next, page: undefined });
};
