/**
 * The named checks, Schemathesis style. Each looks at one answer and says pass, fail (with
 * violations) or skip (with the reason it does not apply).
 */
import type { ZodType } from 'zod';
import { responseFor, toZod, type ContractOp, type JsonSchema } from './contract.ts';
import type { HttpAnswer } from './http.ts';
import type { CheckName, CheckResult, Violation } from './types.ts';
import { violationsOf } from './violations.ts';

type Answer = Extract<HttpAnswer, { ok: true }>;

export interface CheckInput {
  op: ContractOp;
  doc: Record<string, unknown>;
  /** The generated strict zod schema of the first success status, and that status. */
  successSchema?: ZodType;
  successStatus?: number;
  answer: HttpAnswer;
  curl: string;
}

const pass = (name: CheckName, message?: string): CheckResult => ({
  name,
  verdict: 'pass',
  message,
  violations: [],
});
const skip = (name: CheckName, message: string): CheckResult => ({
  name,
  verdict: 'skip',
  message,
  violations: [],
});
const fail = (name: CheckName, violations: Violation[], curl: string): CheckResult => ({
  name,
  verdict: 'fail',
  message: `${violations.length} violation${violations.length === 1 ? '' : 's'}`,
  violations,
  curl,
});

export const mediaType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');
const matches = (declared: string, actual: string) => {
  const [type, sub] = declared.toLowerCase().split('/');
  const [actualType, actualSub] = actual.split('/');
  return (type === '*' || type === actualType) && (sub === '*' || sub === actualSub);
};

const notServerError = (answer: Answer, curl: string) =>
  answer.status >= 500
    ? fail('not_server_error', [{ at: 'status', expected: 'not 5xx', got: String(answer.status) }], curl)
    : pass('not_server_error');

/** not_server_error of any answer: a 5xx, or no answer at all (network error, timeout). */
export const notServerErrorOf = (answer: HttpAnswer, curl: string): CheckResult =>
  answer.ok
    ? notServerError(answer, curl)
    : fail('not_server_error', [{ at: 'response', expected: 'an HTTP response', got: answer.error }], curl);

const statusConformance = (op: ContractOp, answer: Answer, curl: string) =>
  responseFor(op, answer.status)
    ? pass('status_code_conformance')
    : fail(
        'status_code_conformance',
        [
          {
            at: 'status',
            expected: `one of ${Object.keys(op.responses).join(', ')}`,
            got: String(answer.status),
          },
        ],
        curl,
      );

const contentTypeConformance = (op: ContractOp, answer: Answer, curl: string) => {
  const name = 'content_type_conformance';
  const spec = responseFor(op, answer.status);
  if (!spec) return skip(name, `status ${answer.status} is not declared`);
  const actual = mediaType(answer.headers['content-type']);
  if (!spec.contentTypes.length) {
    if (!answer.text) return pass(name, 'no body declared, none sent');
    const got = `${actual || 'no content type'} body (${answer.text.length} bytes)`;
    return fail(name, [{ at: 'content-type', expected: 'no body', got }], curl);
  }
  if (spec.contentTypes.some((declared) => matches(declared, actual))) return pass(name);
  const expected =
    spec.contentTypes.length === 1 ? spec.contentTypes[0]! : `one of ${spec.contentTypes.join(', ')}`;
  return fail(name, [{ at: 'content-type', expected, got: actual || 'no content type' }], curl);
};

const schemaConformance = (input: CheckInput, answer: Answer) => {
  const name = 'response_schema_conformance';
  const { op, curl } = input;
  const spec = responseFor(op, answer.status);
  if (!spec) return skip(name, `status ${answer.status} is not declared`);
  if (!spec.contentTypes.length)
    return answer.text ? skip(name, 'no body declared') : pass(name, 'no body declared, none sent');
  const actual = mediaType(answer.headers['content-type']);
  const jsonTypes = spec.contentTypes.filter(isJson);
  if (!jsonTypes.length) return skip(name, `${spec.contentTypes.join(', ')} body is not checked`);
  if (answer.text && actual && !isJson(actual))
    return skip(name, `body is ${actual}, not JSON (see content_type_conformance)`);
  let schema: ZodType | undefined;
  if (answer.status === input.successStatus && input.successSchema) schema = input.successSchema;
  else {
    const raw = spec.schemas[jsonTypes.find((type) => type === actual) ?? jsonTypes[0]!];
    if (!raw) return skip(name, 'the contract gives no schema for this status');
    try {
      schema = toZod(input.doc, raw as JsonSchema);
    } catch (error) {
      return skip(name, `the contract schema could not be used: ${(error as Error).message}`);
    }
  }
  if (!answer.text) return fail(name, [{ at: '', expected: 'a JSON body', got: 'empty body' }], curl);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    const got = `unparsable ${JSON.stringify(answer.text.slice(0, 40))}`;
    return fail(name, [{ at: '', expected: 'valid JSON', got }], curl);
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? pass(name) : fail(name, violationsOf(parsed.error.issues, body), curl);
};

const headersConformance = (op: ContractOp, answer: Answer, curl: string) => {
  const name = 'response_headers_conformance';
  const spec = responseFor(op, answer.status);
  if (!spec) return skip(name, `status ${answer.status} is not declared`);
  if (!spec.requiredHeaders.length) return pass(name, 'no required headers');
  const violations: Violation[] = [];
  for (const header of spec.requiredHeaders) {
    const value = answer.headers[header.name];
    if (value === undefined) {
      violations.push({ at: `header ${header.name}`, expected: 'present (required)', got: 'missing' });
    } else if (header.schema?.type === 'integer' && !/^-?\d+$/.test(value.trim())) {
      violations.push({ at: `header ${header.name}`, expected: 'integer', got: JSON.stringify(value) });
    }
  }
  return violations.length ? fail(name, violations, curl) : pass(name);
};

/** The five checks of one answer (auth_required is separate: it needs a second call). */
export const runChecks = (input: CheckInput): CheckResult[] => {
  const { answer, curl } = input;
  if (!answer.ok) {
    const failed = fail(
      'not_server_error',
      [{ at: 'response', expected: 'an HTTP response', got: answer.error }],
      curl,
    );
    const rest = (
      [
        'status_code_conformance',
        'content_type_conformance',
        'response_schema_conformance',
        'response_headers_conformance',
      ] as const
    ).map((name) => skip(name, 'no response'));
    return [failed, ...rest];
  }
  return [
    notServerError(answer, curl),
    statusConformance(input.op, answer, curl),
    contentTypeConformance(input.op, answer, curl),
    schemaConformance(input, answer),
    headersConformance(input.op, answer, curl),
  ];
};

/** auth_required: the protected operation, called without a token, must answer 401. */
export const authRequired = (op: ContractOp, answer: HttpAnswer | undefined, curl: string): CheckResult => {
  const name = 'auth_required';
  if (op.isPublic) return skip(name, 'public operation');
  if (!answer) return skip(name, 'not called without a token (only GETs are)');
  if (!answer.ok)
    return fail(name, [{ at: 'response', expected: '401 without a token', got: answer.error }], curl);
  if (answer.status === 401) return pass(name);
  return fail(name, [{ at: 'status', expected: '401 without a token', got: String(answer.status) }], curl);
};

/** negative_data_rejection: an input that breaks a rule of the contract must be refused with 400. */
export const negativeDataRejection = (answer: HttpAnswer, curl: string): CheckResult => {
  const name = 'negative_data_rejection';
  if (!answer.ok) return skip(name, 'no response (see not_server_error)');
  if (answer.status === 400) return pass(name);
  const expected = '400 (the input breaks the contract)';
  return fail(name, [{ at: 'status', expected, got: String(answer.status) }], curl);
};

/**
 * unsupported_method: a method the contract does not declare on a path must be refused: 405 with
 * an Allow header (RFC 9110), or 404 where the backend does not know the path for that method.
 */
export const unsupportedMethod = (answer: HttpAnswer, curl: string): CheckResult => {
  const name = 'unsupported_method';
  if (!answer.ok) return skip(name, 'no response (see not_server_error)');
  if (answer.status === 404) return pass(name, '404');
  if (answer.status !== 405)
    return fail(
      name,
      [{ at: 'status', expected: '405 (with Allow) or 404', got: String(answer.status) }],
      curl,
    );
  if (answer.headers.allow) return pass(name);
  return fail(name, [{ at: 'header allow', expected: 'present with 405', got: 'missing' }], curl);
};

/** Stack frames (JavaScript, Java, Python) and exception names a backend must keep in its log. */
const INTERNAL_DETAIL: [RegExp, string][] = [
  [/\bat \S+ \([^)\n]*:\d+:\d+\)|\n\s+at \S+:\d+:\d+/, 'a JavaScript stack frame'],
  [/\bat [\w$.]+\([\w$]+\.(?:java|kt):\d+\)/, 'a Java stack frame'],
  [/Traceback \(most recent call last\)/, 'a Python traceback'],
  [/\b(?:Range|Type|Reference|Syntax|Eval|Internal)Error\b/, 'a JavaScript exception name'],
  [/\b(?:[a-z]\w*\.)+[A-Z]\w*(?:Exception|Error)\b/, 'a qualified exception class'],
  [/Maximum call stack size exceeded|stack overflow/i, 'a stack overflow message'],
];

/** no_internal_detail: no body may carry a stack trace or an internal exception's text. */
export const noInternalDetail = (answer: HttpAnswer, curl: string): CheckResult => {
  const name = 'no_internal_detail';
  if (!answer.ok) return skip(name, 'no response (see not_server_error)');
  const found = INTERNAL_DETAIL.find(([pattern]) => pattern.test(answer.text));
  if (!found) return pass(name);
  const match = found[0].exec(answer.text)?.[0] ?? '';
  const got = `${found[1]}: ${JSON.stringify(match.trim().slice(0, 60))}`;
  return fail(name, [{ at: 'body', expected: 'a generic message (details in the server log)', got }], curl);
};

const PATH_REFUSALS = [400, 404, 405, 414];

/**
 * path_rejection (fuzz pass): an empty or malformed path parameter is refused with 400 or 404 (405
 * where the path then names another with other methods, 414 for a URL over the limit); a path
 * outside the contract answers 404 with the contract's error body (`Problem`).
 */
export const pathRejection = (
  answer: HttpAnswer,
  curl: string,
  unknownPath: boolean,
  doc: Record<string, unknown>,
): CheckResult => {
  const name = 'path_rejection';
  if (!answer.ok) return skip(name, 'no response (see not_server_error)');
  const expected = unknownPath ? [404] : PATH_REFUSALS;
  if (!expected.includes(answer.status))
    return fail(name, [{ at: 'status', expected: expected.join(' or '), got: String(answer.status) }], curl);
  if (!unknownPath) return pass(name);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return fail(
      name,
      [{ at: '', expected: 'the Problem body', got: JSON.stringify(answer.text.slice(0, 40)) }],
      curl,
    );
  }
  const parsed = toZod(doc, { $ref: '#/components/schemas/Problem' }).safeParse(body);
  return parsed.success ? pass(name) : fail(name, violationsOf(parsed.error.issues, body), curl);
};

/**
 * positive_data_acceptance: a valid request built from the contract (its examples, a chain's
 * create) must not be refused. A request with a body fails on any 4xx but 401 and 403 (the
 * token's, see the warnings); a read on 400 and 422 (a 404 there means the records it needs are
 * not there, the missing_test_data warning; a 409 is a state the read reports). `allowed`:
 * --allow-refusals.
 */
export const positiveDataAcceptance = (
  op: ContractOp,
  answer: HttpAnswer,
  curl: string,
  withBody: boolean,
  allowed: boolean,
): CheckResult => {
  const name = 'positive_data_acceptance';
  if (!answer.ok) return skip(name, 'no response (see not_server_error)');
  const refused = withBody
    ? answer.status >= 400 && answer.status < 500 && ![401, 403].includes(answer.status)
    : [400, 422].includes(answer.status);
  if (!refused) return pass(name);
  if (allowed) return skip(name, `refused with ${answer.status}, allowed by --allow-refusals`);
  const got = `${answer.status} ${answer.text.slice(0, 120)}`.trim();
  return fail(
    name,
    [{ at: 'status', expected: `the valid request accepted (${op.operationId})`, got }],
    curl,
  );
};
