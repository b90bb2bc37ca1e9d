/**
 * Registers a mock handler by operationId: method and path come from the contract, so a handler
 * can't drift from it. Every handler gets, in order: injected faults, the bearer check of
 * protected operations (401), the query parsed with the contract's query schema and the request
 * body read and validated with its body schema (both 400 'Validation errors' with field errors;
 * lib/query.ts, lib/body.ts), and its own response checked against the contract (a mock that
 * breaks the contract answers 500, loudly).
 */
import { HttpResponse, http } from 'msw';
import * as z from 'zod';
import { operations, type OperationEntry } from '../../src-generated/operations';
import { api, tokenEmail, unauthorized } from '../auth';
import type { Db } from '../db/schema';
import { markChanged } from '../db/indexes';
import { noteCall } from '../db/large-snapshot';
import { whenLoaded } from '../db/snapshot-loader';
import { dbReadable, dbReady, getDb, journalCall, replaying, saveSoon, usesJournal } from '../db/store';
import { asJournaled } from './replay';
import { readBody } from './body';
import { dataOf } from './respond';
import { applyFault, takeFault } from './faults';
import { parseQuery } from './query';
import { mark } from './marks';

export type RouteContext = {
  request: Request;
  url: URL;
  params: Record<string, string>;
  db: Db;
  /** The query, parsed with the contract's query schema (defaults applied); empty without one. */
  query: Record<string, unknown>;
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

/** A mock answer that breaks the contract is a bug in the mock: say so instead of hiding it. */
const checkAnswer = async (operation: OperationEntry, response: Response): Promise<Response> => {
  if (!operation.response || response.status >= 300) return response;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  // Answers built by `ok` carry their data: checking it skips reading the body back.
  const body: unknown = (dataOf(response) ?? { data: await response.clone().json() }).data;
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
    mark(`call:${operationId}`);
    const fault = takeFault(operationId);
    const before = fault?.afterHandler ? undefined : await applyFault(fault);
    if (before) return before;
    const userEmail = tokenEmail(request);
    if (!operation.public && !userEmail) return unauthorized();
    // A call that only reads may run while the large scenario's snapshot is still being read.
    const reads = operation.method === 'GET';
    await (reads ? dbReadable() : dbReady());
    noteCall();
    // The large scenario keeps the calls that change it (store.ts), with their bodies as sent.
    const journaled =
      operation.method !== 'GET' && usesJournal() ? await request.clone().arrayBuffer() : undefined;
    const url = new URL(request.url);
    const query = operation.query instanceof z.ZodObject ? parseQuery(operation.query, url) : {};
    if (query instanceof Response) return query;
    const read = await readBody(request, operation);
    if (read instanceof Response) return read;
    const stringParams = Object.fromEntries(
      Object.entries(params).map(([key, value]) => [
        key,
        Array.isArray(value) ? String(value[0]) : String(value),
      ]),
    );
    // The clock as the handler starts: a replay runs it at that time (lib/replay.ts).
    const startedAt = Date.now();
    const context = {
      request,
      url,
      params: stringParams,
      query,
      db: getDb(),
      body: read.body,
      userEmail,
      operation,
    };
    const response = await (journaled || replaying()
      ? asJournaled(startedAt, () => resolver(context))
      : reads
        ? // Run again once a collection it met is read (snapshot-loader.ts).
          whenLoaded(() => resolver({ ...context, db: getDb() }), dbReadable)
        : resolver(context));
    if (operation.method !== 'GET') {
      markChanged();
      if (journaled)
        journalCall({
          method: operation.method,
          url: request.url,
          headers: [...request.headers.entries()],
          ...(journaled.byteLength ? { body: journaled } : {}),
          at: startedAt,
        });
      await saveSoon();
    }
    mark(`answer:${operationId}`);
    const lost = fault?.afterHandler ? await applyFault(fault) : undefined;
    if (lost) return lost;
    return checkAnswer(operation, response);
  });
};
