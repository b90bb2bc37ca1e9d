/** Turns zod issues into violations (JSON pointer, expected, got) and violations into text. */
import type { core } from 'zod';
import type { Violation } from './types.ts';

type Issue = core.$ZodIssue;
type Path = readonly PropertyKey[];

/** RFC 6901: `~` as `~0`, `/` as `~1`; the root is the empty pointer. */
export const jsonPointer = (path: Path): string =>
  path.map((part) => '/' + String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('');

const valueAt = (root: unknown, path: Path): unknown => {
  let node = root;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  return node;
};

const clip = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A short description of a value: `missing`, `null`, `string "49.90"`, `number 12`, `object {...}`. */
export const describeValue = (value: unknown): string => {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array ${clip(JSON.stringify(value))}`;
  return `${typeof value} ${clip(JSON.stringify(value) ?? String(value))}`;
};

const bound = (
  issue: { origin: string; inclusive?: boolean; exact?: boolean },
  limit: string,
  min: boolean,
) => {
  const op = issue.exact ? '=' : min ? (issue.inclusive ? '>=' : '>') : issue.inclusive ? '<=' : '<';
  if (issue.origin === 'string') return `length ${op} ${limit}`;
  if (issue.origin === 'array' || issue.origin === 'set') return `item count ${op} ${limit}`;
  return `${issue.origin} ${op} ${limit}`;
};

const expectedOf = (issue: Issue, missing: boolean): string => {
  switch (issue.code) {
    case 'invalid_type':
      return missing ? `required ${issue.expected}` : issue.expected;
    case 'invalid_value':
      return issue.values.length === 1
        ? JSON.stringify(issue.values[0])
        : `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' && issue.pattern
        ? `matching ${issue.pattern}`
        : `${issue.format} format`;
    case 'too_small':
      return bound(issue, String(issue.minimum), true);
    case 'too_big':
      return bound(issue, String(issue.maximum), false);
    case 'not_multiple_of':
      return `multiple of ${issue.divisor}`;
    default:
      return issue.message;
  }
};

/** The violations of a failed parse; `body` is the parsed value the issues' paths point into. */
export const violationsOf = (issues: readonly Issue[], body: unknown, prefix: Path = []): Violation[] =>
  issues.flatMap((issue): Violation[] => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({
        at: jsonPointer([...path, key]),
        expected: 'no such field (not in the contract)',
        got: describeValue(valueAt(body, [...path, key])),
      }));
    if (issue.code === 'invalid_union' && issue.errors.length) {
      // Report the variant that came closest (fewest issues).
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      return violationsOf(closest, body, path);
    }
    const value = valueAt(body, path);
    return [
      { at: jsonPointer(path), expected: expectedOf(issue, value === undefined), got: describeValue(value) },
    ];
  });

export const formatViolation = (v: Violation): string =>
  `${v.at === '' ? '(root)' : v.at}: expected ${v.expected}, got ${v.got}`;

/** The first `max` violations as lines, plus how many more there are. */
export const formatViolations = (violations: Violation[], max = 5): string[] => {
  const lines = violations.slice(0, max).map(formatViolation);
  if (violations.length > max) lines.push(`… and ${violations.length - max} more`);
  return lines;
};
