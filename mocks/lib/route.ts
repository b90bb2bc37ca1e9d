/**
 * Registers a mock handler by operationId: method and path come from the contract, so a handler
 * can't drift from it. Every handler gets, in order: injected faults, the bearer check of
 * protected operations (401), the request body parsed and validated with the contract's zod
 * schema (400 'Validation errors' with field errors), and its own response checked against the
 * contract (a mock that breaks the contract answers 500, loudly).
 */
import { HttpResponse, http } from 'msw';
import { operations, type OperationEntry } from '../../src-generated/operations';
import { api, tokenEmail, unauthorized } from '../auth';
import type { Db } from '../db/schema';
import { getDb, saveSoon } from '../db/store';
import { applyFault } from './faults';
import { validationProblem } from './respond';

export type RouteContext = {
  request: Request;
  url: URL;
  params: Record<string, string>;
  db: Db;
  /** The JSON body, validated against the contract; FormData for multipart requests. */
  body: unknown;
  /** The signed-in user's e-mail address (null on public operations without a token). */
  userEmail: string | null;
  operation: OperationEntry;
};

export type Resolver = (context: RouteContext) => Response | Promise<Response>;

export const findOperationById = (operationId: string): OperationEntry => {
  const operation = operations.find((entry) => entry.operationId === operationId);
  if (!operation) throw new Error(`The contract has no operation ${operationId}`);
  return operation;
};

const readBody = async (
  request: Request,
  operation: OperationEntry,
): Promise<{ body: unknown } | Response> => {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) return { body: await request.formData() };
  if (!type.includes('json')) return { body: undefined };
  const text = await request.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    return HttpResponse.json({ message: 'Malformed JSON body', status: 'BAD_REQUEST' }, { status: 400 });
  }
  if (!operation.body) return { body: json };
  const parsed = operation.body.safeParse(json);
  return parsed.success ? { body: parsed.data } : validationProblem(parsed.error);
};

/** A mock answer that breaks the contract is a bug in the mock: say so instead of hiding it. */
const checkAnswer = async (operation: OperationEntry, response: Response): Promise<Response> => {
  if (!operation.response || response.status >= 300) return response;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body: unknown = await response.clone().json();
  const parsed = operation.response.safeParse(body);
  if (parsed.success) return response;
  const detail = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `/${issue.path.map(String).join('/')}: ${issue.message}`)
    .join('; ');
  console.error(`[mock] ${operation.operationId} answers against the contract: ${detail}`);
  return HttpResponse.json({ message: `Mock answer breaks the contract: ${detail}` }, { status: 500 });
};

/** Every operationId a handler was registered for (the coverage test holds it against the contract). */
export const routedOperations = new Set<string>();

export const route = (operationId: string, resolver: Resolver) => {
  const operation = findOperationById(operationId);
  routedOperations.add(operationId);
  const path = api(operation.path.replace(/\{([^}]+)\}/g, ':$1'));
  const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](path, async ({ request, params }) => {
    const fault = await applyFault(operationId);
    if (fault) return fault;
    const userEmail = tokenEmail(request);
    if (!operation.public && !userEmail) return unauthorized();
    const read = await readBody(request, operation);
    if (read instanceof Response) return read;
    const stringParams = Object.fromEntries(
      Object.entries(params).map(([key, value]) => [
        key,
        Array.isArray(value) ? String(value[0]) : String(value),
      ]),
    );
    const response = await resolver({
      request,
      url: new URL(request.url),
      params: stringParams,
      db: getDb(),
      body: read.body,
      userEmail,
      operation,
    });
    if (operation.method !== 'GET') saveSoon();
    return checkAnswer(operation, response);
  });
};
