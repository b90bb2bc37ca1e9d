/**
 * Query parameters read the way the backend (Spring) reads them, against the contract's query
 * schema of the operation: route() parses every call's query with it before the handler runs, so
 * an unknown enum value, a missing required parameter, a value of the wrong type or a page
 * outside the contract's bounds is a 400 with the contract's Problem on every list alike.
 * Parameters the contract does not name are ignored, as Spring ignores them.
 */
import * as z from 'zod';
import type { ListQuery } from './lists';
import { validationProblem } from './respond';

const innerType = (field: z.ZodType): unknown => {
  let current: unknown = field;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap();
  return current;
};

/** A number only when the text is one (`1e3`, `0x10` and `12abc` stay text and fail the schema). */
const numeric = (value: string): string | number =>
  /^[+-]?\d+(\.\d+)?$/.test(value) ? Number(value) : value;

const boolean = (value: string): string | boolean =>
  value === 'true' ? true : value === 'false' ? false : value;

/** `sort=createdDateTimeUTC&sort=desc` (Spring's split form) means `createdDateTimeUTC,desc`. */
const joinSortDirections = (values: string[]) =>
  values.reduce<string[]>((joined, value) => {
    const previous = joined.at(-1);
    if (/^(asc|desc)$/i.test(value) && previous && !previous.includes(',')) {
      joined[joined.length - 1] = `${previous},${value.toLowerCase()}`;
    } else {
      joined.push(value);
    }
    return joined;
  }, []);

/**
 * The query as the schema's input: arrays come repeated (`states=A&states=B`) or as comma lists
 * (`states=A,B`, the checkout filters), both accepted as Spring does; numbers and booleans are
 * read from their text; an empty value counts as absent (its default applies).
 */
const rawQuery = (shape: Record<string, unknown>, params: URLSearchParams) => {
  const raw: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (!params.has(key) || !(field instanceof z.ZodType)) continue;
    const values = params.getAll(key);
    const inner = innerType(field);
    if (inner instanceof z.ZodArray) {
      const items = values
        .flatMap((value) => (key === 'sort' ? [value] : value.split(',')))
        .map((value) => value.trim())
        .filter(Boolean);
      raw[key] = key === 'sort' ? joinSortDirections(items) : items;
    } else if (values[0] === '') {
      continue;
    } else if (inner instanceof z.ZodNumber) {
      raw[key] = numeric(values[0] ?? '');
    } else if (inner instanceof z.ZodBoolean) {
      raw[key] = boolean(values[0] ?? '');
    } else {
      raw[key] = values[0];
    }
  }
  return raw;
};

/** The query parsed with the schema (defaults applied), or the 400 Problem that says why not. */
export const parseQuery = <S extends z.ZodObject>(schema: S, url: URL): z.infer<S> | Response => {
  const parsed = schema.safeParse(rawQuery(schema.shape, url.searchParams));
  return parsed.success ? parsed.data : validationProblem(parsed.error);
};

/** Paging, sort and search of a parsed list query, in the shape sortItems and pageOf take. */
export const listQuery = (query: {
  page: number;
  size: number;
  sort?: string[] | undefined;
  search?: string | undefined;
}): ListQuery => ({
  page: query.page,
  size: query.size,
  search: query.search?.trim() || undefined,
  sort: (query.sort ?? []).flatMap((value) => {
    const [field, direction] = value.split(',');
    return field ? [{ field, direction: direction === 'asc' ? ('asc' as const) : ('desc' as const) }] : [];
  }),
});
