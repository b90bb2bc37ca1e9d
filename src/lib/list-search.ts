/**
 * The state of a list screen as it lives in the URL: page, size, search text, states and a date
 * range. Validated with zod in each list route (`validateSearch`), so a view can be shared and the
 * back button restores it. Invalid values fall back to the defaults instead of failing the route.
 *
 * The pager is one-based (what the user sees, and what the URL holds); the server's pages are
 * zero-based. `toServerPaging` is the one place that converts between the two.
 */
import { z } from 'zod';

export const DEFAULT_PAGE_SIZES = [5, 10, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const NEWEST_FIRST = 'createdDateTimeUTC,desc' as const;

/** A calendar day as the date pickers give it: YYYY-MM-DD. */
const isoDay = z.iso.date();

/** Accepts one value or a list and keeps only the known ones, so one bad entry drops only itself. */
const stateList = <T extends string>(values: readonly T[]) => {
  const known = new Set<string>(values);
  return z
    .union([z.array(z.unknown()), z.string()])
    .transform((raw) => (Array.isArray(raw) ? raw : [raw]))
    .transform((raw) => [...new Set(raw.filter((value): value is T => known.has(String(value))))])
    .transform((states) => (states.length ? states : undefined))
    .optional()
    .catch(undefined);
};

export type ListSearchOptions<T extends string> = {
  /** Every state the list can filter by (the generated enum's values). */
  states: readonly T[];
  pageSizes?: readonly number[];
};

/** The zod schema of a list's search params; extend it with the list's own params. */
export const listSearchSchema = <T extends string>({
  states,
  pageSizes = DEFAULT_PAGE_SIZES,
}: ListSearchOptions<T>) =>
  z.object({
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    size: z.coerce
      .number()
      .int()
      .refine((size) => pageSizes.includes(size))
      .optional()
      .catch(undefined),
    search: z
      .string()
      .transform((value) => value.trim() || undefined)
      .optional()
      .catch(undefined),
    states: stateList(states),
    from: isoDay.optional().catch(undefined),
    to: isoDay.optional().catch(undefined),
  });

export type ListSearch<T extends string = string> = {
  page?: number;
  size?: number;
  search?: string;
  states?: T[];
  from?: string;
  to?: string;
};

export type ListFilters<T extends string = string> = Pick<ListSearch<T>, 'search' | 'states' | 'from' | 'to'>;

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

/** The query parameters every server list shares, from the URL's list state. */
export const toListParams = <T extends string>(search: ListSearch<T>, defaultSize = DEFAULT_PAGE_SIZE) => ({
  ...toServerPaging(search, defaultSize),
  sort: [NEWEST_FIRST],
  search: search.search || undefined,
  states: search.states?.length ? search.states : undefined,
  ...toDateRange(search),
});

export const hasActiveFilters = (search: ListFilters): boolean =>
  Boolean(search.search || search.states?.length || search.from || search.to);

/** Drops empty values so that the URL only carries what differs from the defaults. */
const clean = <S extends ListSearch>(search: S): S => {
  const next = { ...search };
  for (const key of Object.keys(next) as (keyof S)[]) {
    const value = next[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
  }
  if (next.page === 1) delete next.page;
  return next;
};

/** A changed filter returns to the first page. */
export const withFilters = <S extends ListSearch>(search: S, filters: Partial<ListFilters>): S =>
  clean({ ...search, ...filters, page: undefined });

/** A changed page size returns to the first page. */
export const withPageSize = <S extends ListSearch>(
  search: S,
  size: number,
  defaultSize = DEFAULT_PAGE_SIZE,
): S => clean({ ...search, size: size === defaultSize ? undefined : size, page: undefined });

export const withPage = <S extends ListSearch>(search: S, page: number): S => clean({ ...search, page });

export const withoutFilters = <S extends ListSearch>(search: S): S =>
  withFilters(search, { search: undefined, states: undefined, from: undefined, to: undefined });
