/**
 * Calls a mock operation the way the portal does: by operationId, over fetch against the mock
 * API origin (intercepted by the MSW node server of tests/setup.ts), signed in as the demo user.
 */
import * as z from 'zod';
import { DEMO_USER, api, issueToken } from './auth';
import { findOperationById } from './lib/route';

export type CallOptions = {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead of a JSON body. */
  form?: FormData;
  /** A bearer token, or null to call without one; the demo user's token by default. */
  token?: string | null;
};

export type CallResult = { status: number; body: unknown; headers: Headers };

export const demoToken = () => issueToken(DEMO_USER.emailAddress);

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
  const headers = new Headers();
  const token = options.token === undefined ? demoToken() : options.token;
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await fetch(operationUrl(operationId, options), {
    method: operation.method,
    headers,
    body,
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    body: text && isJson ? JSON.parse(text) : text || undefined,
    headers: response.headers,
  };
};

/** The operation's success answer, checked against the contract's strict zod schema. */
export const parseSuccess = (operationId: string, body: unknown): unknown => {
  const schema = findOperationById(operationId).response;
  if (!schema) throw new Error(`${operationId} has no JSON response schema`);
  return schema.parse(body);
};

/** The contract's Problem body (common.yaml), which every error answer carries. */
export const ProblemBody = z.strictObject({
  message: z.string(),
  status: z.string().optional(),
  errors: z.array(z.strictObject({ field: z.string().optional(), message: z.string() })).optional(),
});

/** An error answer: its status and a Problem body. */
export const expectProblem = (result: CallResult, status: number, message?: string | RegExp) => {
  if (result.status !== status) {
    throw new Error(`Expected ${status}, got ${result.status}: ${JSON.stringify(result.body)}`);
  }
  const problem = ProblemBody.parse(result.body);
  if (typeof message === 'string' && problem.message !== message) {
    throw new Error(`Expected message '${message}', got '${problem.message}'`);
  }
  if (message instanceof RegExp && !message.test(problem.message)) {
    throw new Error(`Expected message matching ${String(message)}, got '${problem.message}'`);
  }
  return problem;
};

export const tokenFor = (emailAddress: string = DEMO_USER.emailAddress) => issueToken(emailAddress);

export const operationById = findOperationById;

/** The same as parseSuccess. */
export const parseAnswer = parseSuccess;

/** The same as ProblemBody. */
export const Problem = ProblemBody;
