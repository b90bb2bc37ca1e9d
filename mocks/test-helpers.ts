/**
 * Test helpers for the mock handlers: call an operation by its operationId over fetch (the MSW node
 * server of tests/setup.ts answers), signed in as the demo user unless told otherwise.
 */
import { z } from 'zod';
import { operations } from '../src-generated/operations';
import { DEMO_USER, MOCK_API_ORIGIN, issueToken } from './auth';

export const tokenFor = (emailAddress: string = DEMO_USER.emailAddress) => issueToken(emailAddress);

export type CallOptions = {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  body?: unknown;
  /** A bearer token; null sends none. Defaults to the demo user's. */
  token?: string | null;
};

export type CallResult = {
  status: number;
  headers: Headers;
  /** The parsed JSON body, the text of another body, or undefined when there is none. */
  body: unknown;
};

export const operationById = (operationId: string) => {
  const operation = operations.find((entry) => entry.operationId === operationId);
  if (!operation) throw new Error(`The contract has no operation ${operationId}`);
  return operation;
};

export const operationUrl = (operationId: string, options: Pick<CallOptions, 'params' | 'query'> = {}) => {
  const operation = operationById(operationId);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${operationId}`);
    return encodeURIComponent(value);
  });
  const url = new URL(`${MOCK_API_ORIGIN}${path}`);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  return url;
};

export const callOperation = async (operationId: string, options: CallOptions = {}): Promise<CallResult> => {
  const operation = operationById(operationId);
  const token = options.token === undefined ? tokenFor() : options.token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(operationUrl(operationId, options), {
    method: operation.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: text && isJson ? JSON.parse(text) : text || undefined,
  };
};

/** Parses a success answer with the operation's strict generated response schema. */
export const parseSuccess = (operationId: string, body: unknown) => {
  const { response } = operationById(operationId);
  if (!response) throw new Error(`${operationId} has no response schema`);
  return response.parse(body);
};

/** The contract's Problem body (components/common.yaml#/Problem), strict like the generated schemas. */
export const Problem = z.strictObject({
  message: z.string(),
  status: z.string().optional(),
  errors: z.array(z.strictObject({ field: z.string().optional(), message: z.string() })).optional(),
});
