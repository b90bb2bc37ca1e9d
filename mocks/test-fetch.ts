/**
 * The Response-returning variant of test-helpers.ts: `call` hands back the raw fetch Response,
 * for tests that read headers and bodies themselves.
 */
import type { ZodType } from 'zod';
import { findOperationById } from './lib/route';
import { ProblemBody, demoToken, operationUrl } from './test-helpers';

export { demoToken, operationUrl };

export type CallOptions = {
  params?: Record<string, string>;
  query?: Record<string, string | number | (string | number)[] | undefined>;
  /** JSON body; a FormData is sent as multipart. */
  body?: unknown;
  /** Bearer token; false sends none. Defaults to the demo user's. */
  token?: string | false;
  headers?: Record<string, string>;
};

/** The contract entry of an operation. */
export const operation = findOperationById;

export const call = (operationId: string, options: CallOptions = {}) => {
  const { method } = operation(operationId);
  const token = options.token === undefined ? demoToken() : options.token;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(operationUrl(operationId, options), { method, headers, body });
};

/**
 * The success body, checked against the operation's strict response schema. The schema is passed
 * too (it must be the operation's own), so the answer comes back typed.
 */
export const expectContract = async <T>(
  operationId: string,
  schema: ZodType<T>,
  response: Response,
): Promise<T> => {
  if (operation(operationId).response !== schema)
    throw new Error(`The schema passed is not the response schema of ${operationId}`);
  const body: unknown = await response.json();
  return schema.parse(body);
};

/** The contract's Problem (strict), for error answers. */
export const ProblemSchema = ProblemBody;

export const expectProblem = async (response: Response) => ProblemSchema.parse(await response.json());
