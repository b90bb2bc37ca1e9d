/**
 * What a check expects of one answer beyond the contract: the statuses that pass ('2xx', 404),
 * the item a list must hold or no longer hold, the values the record must carry and the fields
 * that must have none. The stateful checks judge their reads with it; a failing check's
 * expectation goes on its request in the cassette (`_expect`), so a replay judges the new answer
 * the same way and fails again while the backend still answers so.
 */
import { listItems } from './params.ts';
import { CHECK_NAMES, type CheckName, type CheckResult, type Violation } from './types.ts';

export interface Expectation {
  check: CheckName;
  /** The statuses that pass, as numbers or classes ('2xx'), and what they stand for. */
  status?: (number | string)[];
  about?: string;
  /** A list answer (when 2xx): the item whose `field` is `value`, listed or no longer. */
  item?: { field: string; value: string; listed: boolean };
  /** The values the record (the answer, or the list's item) carries, by JSON pointer. */
  fields?: Record<string, unknown>;
  /** The pointers where the record has no value. */
  absent?: string[];
  /** The request is sent with no, an invalid or an expired token in place of a valid one (auth). */
  token?: 'none' | 'invalid' | 'expired';
}

export const at = (value: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], value);

export const isSuccess = (status: number | undefined) =>
  status !== undefined && status >= 200 && status < 300;

const show = (value: unknown) => (value === undefined ? 'missing' : JSON.stringify(value));

const statusPasses = (status: number, wanted: number | string) =>
  typeof wanted === 'number'
    ? status === wanted
    : new RegExp(`^${wanted.replace(/x/g, '\\d')}$`).test(String(status));

/** The ways an answer (its status and JSON body) falls short of the expectation. */
export const unmet = (expect: Expectation, status: number | undefined, json: unknown): Violation[] => {
  const wanted = Array.isArray(expect.status) ? expect.status : undefined;
  if (wanted && !(status !== undefined && wanted.some((one) => statusPasses(status, one))))
    return [
      { at: 'status', expected: [wanted.join(' or '), expect.about].join(' ').trim(), got: String(status) },
    ];
  const violations: Violation[] = [];
  let record = json;
  if (expect.item) {
    // A list that was not answered with its items has its own checks.
    if (!isSuccess(status)) return [];
    const { field, value, listed } = expect.item;
    const items = listItems(json)?.items ?? [];
    record = items.find((item) => String((item as Record<string, unknown> | null)?.[field]) === value);
    if (listed && record === undefined)
      violations.push({
        at: 'list',
        expected: `an item with ${field} ${value}`,
        got: `not among ${items.length} items`,
      });
    if (!listed && record !== undefined)
      violations.push({ at: 'list', expected: `no item with ${field} ${value}`, got: 'still listed' });
  }
  if (record === undefined) return violations;
  for (const [pointer, value] of Object.entries(expect.fields ?? {}))
    if (JSON.stringify(value) !== JSON.stringify(at(record, pointer)))
      violations.push({ at: pointer, expected: `${show(value)} as sent`, got: show(at(record, pointer)) });
  for (const pointer of expect.absent ?? [])
    if (at(record, pointer) !== undefined)
      violations.push({ at: pointer, expected: 'no value after the delete', got: show(at(record, pointer)) });
  return violations;
};

/** The check's result for the violations found, with the curl line that reproduces it. */
export const judged = (name: CheckName, violations: Violation[], curl?: string): CheckResult =>
  violations.length
    ? { name, verdict: 'fail', message: `${violations.length} violation(s)`, violations, curl }
    : { name, verdict: 'pass', violations: [] };

/** The expectations of a cassette entry that name a known check (a file may hold anything). */
export const expectationsOf = (raw: unknown): Expectation[] =>
  Array.isArray(raw)
    ? raw.filter(
        (item): item is Expectation =>
          typeof item === 'object' &&
          item !== null &&
          CHECK_NAMES.some((name) => name === Reflect.get(item, 'check')),
      )
    : [];
