/**
 * Calling the mock backend from tests the way the portal does: by operationId, over fetch to the
 * mock API's origin (the MSW node server of tests/setup.ts answers), signed in as the demo user.
 */
import { z, type ZodType } from 'zod';
import { operations } from '../src-generated/operations';
import { DEMO_USER, MOCK_API_ORIGIN, issueToken } from './auth';

export const demoToken = () => issueToken(DEMO_USER.emailAddress);

export type CallOptions = {
  params?: Record<string, string>;
  query?: Record<string, string | number | (string | number)[] | undefined>;
  /** JSON body; a FormData is sent as multipart. */
  body?: unknown;
  /** Bearer token; false sends none. Defaults to the demo user's. */
  token?: string | false;
  headers?: Record<string, string>;
};

export const operation = (operationId: string) => {
  const found = operations.find((entry) => entry.operationId === operationId);
  if (!found) throw new Error(`No operation ${operationId}`);
  return found;
};

export const operationUrl = (operationId: string, options: Pick<CallOptions, 'params' | 'query'> = {}) => {
  const path = operation(operationId).path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const url = new URL(`${MOCK_API_ORIGIN}${path}`);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  return url.toString();
};

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
export const ProblemSchema = z.strictObject({
  message: z.string(),
  status: z.string().optional(),
  errors: z.array(z.strictObject({ field: z.string().optional(), message: z.string() })).optional(),
});

export const expectProblem = async (response: Response) => ProblemSchema.parse(await response.json());
