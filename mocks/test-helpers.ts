/**
 * The one way mock tests call the backend: by operationId, over fetch against the mock API origin
 * (intercepted by the MSW node server of tests/setup-node.ts), signed in as the demo user. The
 * answer comes back read (status, headers, JSON body, text and bytes), so a test checks it with
 * `parseSuccess`/`expectContract` (the contract's strict success schema) or `expectProblem`.
 */
import * as z from 'zod';
import { DEMO_USER, api, issueToken } from './auth';
import { findOperationById } from './lib/route';

export type CallOptions = {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  /** Sent as JSON; a FormData is sent as multipart/form-data. */
  body?: unknown;
  /** A bearer token, or null to call without one; the demo user's token by default. */
  token?: string | null;
  headers?: Record<string, string>;
};

export type CallResult = {
  status: number;
  headers: Headers;
  /** The parsed JSON body; the text for other content types; undefined when empty. */
  body: unknown;
  text: string;
  /** The raw body (PDFs). */
  bytes: Uint8Array;
};

export const operationById = findOperationById;

export const tokenFor = (emailAddress: string = DEMO_USER.emailAddress) => issueToken(emailAddress);

export const demoToken = () => tokenFor(DEMO_USER.emailAddress);

export const operationUrl = (operationId: string, options: Pick<CallOptions, 'params' | 'query'> = {}) => {
  const operation = findOperationById(operationId);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`${operationId} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const url = new URL(api(path));
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url;
};

export const callOperation = async (operationId: string, options: CallOptions = {}): Promise<CallResult> => {
  const operation = findOperationById(operationId);
  const headers = new Headers({ accept: 'application/json', ...options.headers });
  const token = options.token === undefined ? demoToken() : options.token;
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await fetch(operationUrl(operationId, options), {
    method: operation.method,
    headers,
    body,
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const parsed: unknown = text && isJson ? JSON.parse(text) : text || undefined;
  return { status: response.status, headers: response.headers, body: parsed, text, bytes };
};

/** The operation's success answer, checked against the contract's strict zod schema. */
export const parseSuccess = (operationId: string, body: unknown): unknown => {
  const schema = findOperationById(operationId).response;
  if (!schema) throw new Error(`${operationId} has no JSON response schema`);
  return schema.parse(body);
};

/**
 * The success answer, typed: the schema passed must be the operation's own response schema (so
 * the answer is checked against the contract and comes back with its type).
 */
export const expectContract = <T>(operationId: string, schema: z.ZodType<T>, result: CallResult): T => {
  if (findOperationById(operationId).response !== schema)
    throw new Error(`The schema passed is not the response schema of ${operationId}`);
  if (result.status >= 300) throw new Error(`Expected a success, got ${result.status}: ${result.text}`);
  return schema.parse(result.body);
};

/** The contract's Problem body (common.yaml), which every error answer carries. */
export const Problem = z.strictObject({
  message: z.string(),
  status: z.string().optional(),
  errors: z.array(z.strictObject({ field: z.string().optional(), message: z.string() })).optional(),
});

/** An error answer: its status (any 4xx or 5xx when not given) and a Problem body. */
export const expectProblem = (result: CallResult, status?: number, message?: string | RegExp) => {
  if (status === undefined ? result.status < 400 : result.status !== status) {
    throw new Error(`Expected ${status ?? 'an error status'}, got ${result.status}: ${result.text}`);
  }
  const problem = Problem.parse(result.body);
  if (typeof message === 'string' && problem.message !== message) {
    throw new Error(`Expected message '${message}', got '${problem.message}'`);
  }
  if (message instanceof RegExp && !message.test(problem.message)) {
    throw new Error(`Expected message matching ${String(message)}, got '${problem.message}'`);
  }
  return problem;
};
