/**
 * Search params as the routes validate them (`validateSearch`). Every route's validator is part of
 * the route tree, which the first page loads whatever the page, so they are plain functions here
 * rather than zod schemas: the tree stays a few bytes per route, and zod stays off the first page.
 *
 * A schema is an object of params; each param reads its raw value (as the router parsed it from
 * the URL) and gives the value or undefined. An invalid value falls back to undefined instead of
 * failing the route, and keys without a value stay out of the result (and so out of the URL).
 */

/** One search param: its value, or undefined when it is missing or invalid. */
export type SearchParam<T> = (raw: unknown) => T | undefined;

/** A route's search validator: the raw search in, the known params out. */
export type SearchValidator<T> = (search: Record<string, unknown>) => Partial<T>;

/** What a validator gives: `SearchValues<typeof PaymentsSearch>`. */
export type SearchValues<V extends (search: Record<string, unknown>) => unknown> = ReturnType<V>;

/** The validator of an object of params; spread another's params into it to extend it. */
export const searchSchema =
  <T extends Record<string, unknown>>(params: { [K in keyof T]: SearchParam<T[K]> }): SearchValidator<T> =>
  (search) => {
    const values: Partial<T> = {};
    for (const key in params) {
      const value = params[key](search[key]);
      if (value !== undefined) values[key] = value;
    }
    return values;
  };

/** Any string. */
export const text = (): SearchParam<string> => (raw) => (typeof raw === 'string' ? raw : undefined);

/** A non-empty string: an id, a token, a name the screen is narrowed to. */
export const idParam = (): SearchParam<string> => (raw) =>
  typeof raw === 'string' && raw.length > 0 ? raw : undefined;

/** The search text: trimmed, nothing when blank. */
export const searchText = (): SearchParam<string> => (raw) =>
  typeof raw === 'string' ? raw.trim() || undefined : undefined;

/** One fixed value, such as `?action=new`. */
export const literal =
  <T extends string>(value: T): SearchParam<T> =>
  (raw) =>
    raw === value ? value : undefined;

/** true or false (the router reads `?connect=true` as a boolean). */
export const flag = (): SearchParam<boolean> => (raw) => (typeof raw === 'boolean' ? raw : undefined);

/** A whole number of at least `min` (`?page=2` arrives as a number; a string of digits counts too). */
export const wholeNumber =
  ({ min = -Infinity, allowed }: { min?: number; allowed?: readonly number[] } = {}): SearchParam<number> =>
  (raw) => {
    const value = typeof raw === 'string' && raw.trim() ? Number(raw) : raw;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min) return undefined;
    return !allowed || allowed.includes(value) ? value : undefined;
  };

/** A calendar day as the date pickers give it: YYYY-MM-DD, and a day that exists. */
export const isoDay = (): SearchParam<string> => (raw) => {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const day = new Date(`${raw}T00:00:00.000Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(raw) ? raw : undefined;
};

/** A single choice of known values (a type select). */
export const choice =
  <T extends string>(values: readonly T[]): SearchParam<T> =>
  (raw) =>
    values.find((value) => value === raw);

/** One value or a list of them, each kept when `keep` says so, without repeats; nothing when empty. */
const listOf =
  <T>(keep: (value: unknown) => value is T): SearchParam<T[]> =>
  (raw) => {
    if (!Array.isArray(raw) && typeof raw !== 'string') return undefined;
    const list = (Array.isArray(raw) ? raw : [raw]).filter(keep);
    return list.length ? [...new Set(list)] : undefined;
  };

/**
 * A multi-choice filter of known values (states, types): one value or a list, unknown entries
 * dropped one by one, an empty choice is no filter.
 */
export const choiceList = <T extends string>(values: readonly T[]): SearchParam<T[]> => {
  const known = new Set<string>(values);
  return listOf((value): value is T => known.has(String(value)));
};

/** A list of free ids (products of a checkout filter): non-empty strings. */
export const idList = (): SearchParam<string[]> =>
  listOf((value): value is string => typeof value === 'string' && value.length > 0);
