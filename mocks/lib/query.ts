/**
 * Query parameters read the way the backend reads them: validated against the contract's query
 * schema (defaults applied, unknown enum values answered with 400), shared by the payment,
 * credit, credit-note and checkout lists.
 */
import * as z from 'zod';
import { validationProblem } from './respond';
import { readListQuery, type ListQuery } from './lists';

const innerType = (field: z.ZodType): unknown => {
  let current: unknown = field;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap();
  return current;
};

/**
 * Arrays come repeated (`states=A&states=B`) or as comma lists (`states=A,B`, the checkout
 * filters); both are accepted, as Spring does.
 */
export const parseQuery = <S extends z.ZodObject>(schema: S, url: URL): z.infer<S> | Response => {
  const raw: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    if (!url.searchParams.has(key) || !(field instanceof z.ZodType)) continue;
    const values = url.searchParams.getAll(key);
    const inner = innerType(field);
    if (inner instanceof z.ZodArray) {
      raw[key] = values
        .flatMap((value) => (key === 'sort' ? [value] : value.split(',')))
        .map((value) => value.trim())
        .filter(Boolean);
    } else if (inner instanceof z.ZodNumber) {
      raw[key] = values[0] === '' ? undefined : Number(values[0]);
    } else {
      raw[key] = values[0];
    }
  }
  if (Array.isArray(raw.sort)) raw.sort = joinSortDirections(raw.sort.map(String));
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : validationProblem(parsed.error);
};

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

/** The parsed paging and sort in the shape of mocks/lib/lists (for sortItems and pageOf). */
export const listQueryOf = (
  url: URL,
  query: { page: number; size: number; sort?: string[] | undefined },
): ListQuery => ({
  ...readListQuery(url),
  page: query.page,
  size: query.size,
  sort: (query.sort ?? []).flatMap((value) => {
    const [field, direction] = value.split(',');
    return field ? [{ field, direction: direction === 'asc' ? ('asc' as const) : ('desc' as const) }] : [];
  }),
});
