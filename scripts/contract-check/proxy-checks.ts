/**
 * The validation proxy's checks of one exchange: which operation it is (method and path against
 * the operation index), the request (query against the contract's parameters, the JSON body
 * against the strict generated zod schema, its content type) and the answer (checks.ts, as the
 * contract check does).
 */
import * as z from 'zod';
import { mediaType, runChecks } from './checks.ts';
import type { ContractOp } from './contract.ts';
import type { HttpAnswer } from './http.ts';
import type { CheckResult, Violation } from './types.ts';
import { violationsOf } from './violations.ts';

/** What the proxy needs of an operation index entry (src-generated/operations.ts). */
export interface ProxyEntry {
  operationId: string;
  method: string;
  path: string;
  pattern: RegExp;
  successStatuses: number[];
  response: z.ZodType | undefined;
  body: z.ZodType | undefined;
  query: z.ZodType | undefined;
}

/** The operation of a call: a literal path (`/debitors/search`) before a template (`/debitors/{id}`). */
export const matchOperation = <T extends ProxyEntry>(entries: T[], method: string, path: string) =>
  entries
    .filter((entry) => entry.method === method && entry.pattern.test(path))
    .sort((a, b) => a.path.split('{').length - b.path.split('{').length)[0];

const innerType = (field: z.ZodType): unknown => {
  let current: unknown = field;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap();
  return current;
};

const scalar = (inner: unknown, value: string): unknown => {
  if (inner instanceof z.ZodNumber && /^[+-]?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (inner instanceof z.ZodBoolean && /^(true|false)$/.test(value)) return value === 'true';
  return value;
};

/**
 * The query as the schema reads it (arrays repeated, or comma lists where the contract says
 * `explode: false`; numbers, booleans), and the names it does not know.
 */
const queryInput = (schema: z.ZodObject, params: URLSearchParams, commaLists: string[]) => {
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const values = params.getAll(name).filter((value) => value !== '');
    if (!values.length) continue;
    const inner = innerType(field as z.ZodType);
    input[name] =
      inner instanceof z.ZodArray
        ? values
            .flatMap((value) => (commaLists.includes(name) ? value.split(',') : [value]))
            .map((value) => scalar(inner.element, value))
        : scalar(inner, values[0]!);
  }
  const unknown = [...new Set(params.keys())].filter((name) => !(name in schema.shape));
  return { input, unknown };
};

const result = (violations: Violation[], curl: string): CheckResult =>
  violations.length
    ? {
        name: 'request_conformance',
        verdict: 'fail',
        message: `${violations.length} violation(s)`,
        violations,
        curl,
      }
    : { name: 'request_conformance', verdict: 'pass', violations: [] };

/**
 * request_conformance: the token of a protected operation, the query parameters, the body and its
 * content type as the contract states them.
 */
export const requestChecks = (
  op: ContractOp,
  entry: ProxyEntry,
  url: URL,
  headers: { contentType?: string; authorization?: string },
  body: string,
  curl: string,
): CheckResult => {
  const violations: Violation[] = [];
  if (!op.isPublic && !/^Bearer \S/i.test(headers.authorization ?? ''))
    violations.push({
      at: 'header authorization',
      expected: 'a bearer token (protected operation)',
      got: 'missing',
    });
  if (entry.query instanceof z.ZodObject) {
    const commaLists = op.params.filter((p) => p.in === 'query' && p.explode === false).map((p) => p.name);
    const { input, unknown } = queryInput(entry.query, url.searchParams, commaLists);
    for (const name of unknown)
      violations.push({ at: `query ${name}`, expected: 'a parameter the contract names', got: 'sent' });
    const parsed = entry.query.safeParse(input);
    if (!parsed.success)
      violations.push(
        ...violationsOf(parsed.error.issues, input).map((v) => ({ ...v, at: `query ${v.at.slice(1)}` })),
      );
  } else if ([...url.searchParams.keys()].length && !op.params.some((p) => p.in === 'query'))
    violations.push({ at: 'query', expected: 'no query parameters', got: url.search });
  const type = mediaType(headers.contentType);
  if (!op.requestBody && body)
    violations.push({
      at: 'request body',
      expected: 'no body',
      got: `${type || 'untyped'} body (${body.length} bytes)`,
    });
  if (op.requestBody && body) {
    const declared = op.requestBody.contentType;
    if (type !== declared)
      violations.push({ at: 'request content-type', expected: declared, got: type || 'none' });
    else if (entry.body && type === 'application/json') {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        violations.push({
          at: 'request body',
          expected: 'valid JSON',
          got: JSON.stringify(body.slice(0, 40)),
        });
      }
      const parsed = json === undefined ? undefined : entry.body.safeParse(json);
      if (parsed && !parsed.success)
        violations.push(
          ...violationsOf(parsed.error.issues, json).map((v) => ({ ...v, at: `request ${v.at || '/'}` })),
        );
    }
  }
  return result(violations, curl);
};

/** The answer's checks, as the contract check runs them. */
export const answerChecksOf = (
  op: ContractOp,
  entry: ProxyEntry,
  doc: Record<string, unknown>,
  answer: HttpAnswer,
  curl: string,
) =>
  runChecks({
    op,
    doc,
    successSchema: entry.response,
    successStatus: entry.successStatuses[0],
    answer,
    curl,
  });
