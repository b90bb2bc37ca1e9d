/**
 * Calls the mock backend as the portal does: by operationId, through fetch, against the API origin
 * (the MSW node server of tests/setup.ts answers), signed in as the demo user unless told otherwise.
 */
import { z } from 'zod';
import { DEMO_USER, api, issueToken } from './auth';
import { findOperationById } from './lib/route';

export type CallOptions = {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  body?: unknown;
  /** null sends no authorization header. */
  token?: string | null;
};

export type CallResult = { status: number; body: unknown; headers: Headers };

export const demoToken = () => issueToken(DEMO_USER.emailAddress);

export const callOperation = async (operationId: string, options: CallOptions = {}): Promise<CallResult> => {
  const operation = findOperationById(operationId);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(options.params?.[name] ?? ''),
  );
  const url = new URL(api(path));
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  const headers = new Headers();
  const token = options.token === undefined ? demoToken() : options.token;
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(url, {
    method: operation.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    body: isJson && text ? JSON.parse(text) : text,
    headers: response.headers,
  };
};

/** The contract's success schema of the operation, strict. */
export const parseAnswer = (operationId: string, body: unknown) => {
  const schema = findOperationById(operationId).response;
  if (!schema) throw new Error(`${operationId} has no response schema`);
  return schema.parse(body);
};

/** The contract's Problem (components/common.yaml), strict. */
export const Problem = z.strictObject({
  message: z.string(),
  status: z.string().optional(),
  errors: z.array(z.strictObject({ field: z.string().optional(), message: z.string() })).optional(),
});
