/**
 * One checked call of a contract operation: parameters resolved (ids chained from lists), the
 * request sent with the token, the answer checked, and for protected GETs a second call without
 * the token (auth_required). Lists are cached so each is called once per run.
 */
import type { ZodType } from 'zod';
import { authRequired, positiveDataAcceptance, runChecks } from './checks.ts';
import { expectOn } from './cassette.ts';
import { observe, type Observed } from './coverage.ts';
import { judged, unmet } from './expect.ts';
import type { Contract, ContractOp } from './contract.ts';
import { curlFor, send, type HttpAnswer, type HttpRequest } from './http.ts';
import { buildTarget, resolveParams, type ListAnswer, type ParamContext } from './params.ts';
import type { CheckResult, OperationResult } from './types.ts';

/** What the run needs from an operation index entry (src-generated/operations.ts). */
export interface SchemaEntry {
  operationId: string;
  successStatuses: number[];
  response: ZodType | undefined;
}

export interface CallContext {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
  contract: Contract;
  schemas: Map<string, SchemaEntry>;
  params: ParamContext;
  /** Turns a call into SKIP with the returned reason (the mock check: 'no mock handler yet'). */
  skipIf?: (answer: { status: number; text: string }) => string | undefined;
  results: OperationResult[];
  /** Operations called in this run (reported or not), for the 'not called' list. */
  called: Set<string>;
  listCache: Map<string, ListAnswer | undefined>;
  /** Every checked answer's status per operation, for the coverage and the hollow-run warnings. */
  observed: Observed;
  /** Valid requests these operations (or all: true) may refuse with a 4xx (--allow-refusals). */
  allowRefusals?: true | ReadonlySet<string>;
  /** An answer slower than this fails max_response_time (--max-response-time). */
  maxResponseTimeMs?: number;
}

export interface CallSpec {
  op: ContractOp;
  phase: string;
  /** Path parameter values to use instead of chained ones. */
  given?: Record<string, string>;
  /** A JSON request body. */
  body?: unknown;
  /** The body as the curl line shows it (the login body with its password masked). */
  bodyShown?: string;
  /** False for helper calls (a list outside the selected tags that an id is chained from). */
  report?: boolean;
  /** Checked but not added to the results (a step of a stateful chain, reported as the chain). */
  quiet?: boolean;
  /** Query parameters to send, replacing those of the same name. */
  query?: [string, string][];
  /** A refusal is what the step expects (a call of a deleted record): no positive_data_acceptance. */
  refusalExpected?: boolean;
  /** The record this call names was just created (by this operation): a 404 for it fails. */
  justCreated?: { id: string; by: string };
}

export interface CallOutcome {
  result: OperationResult;
  answer?: HttpAnswer;
  json?: unknown;
}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

const skipped = (spec: CallSpec, reason: string, target?: string): OperationResult => ({
  operationId: spec.op.operationId,
  tag: spec.op.tag,
  method: spec.op.method,
  path: spec.op.path,
  target,
  phase: spec.phase,
  verdict: 'SKIP',
  skipReason: reason,
  checks: [],
});

/** max_response_time: the answer came within the limit (--max-response-time). */
export const maxResponseTime = (answer: HttpAnswer, limitMs: number, curl: string): CheckResult => {
  const name = 'max_response_time';
  if (answer.ms <= limitMs) return { name, verdict: 'pass', violations: [] };
  const violations = [{ at: 'time', expected: `at most ${limitMs} ms`, got: `${answer.ms} ms` }];
  return { name, verdict: 'fail', message: `${answer.ms} ms`, violations, curl };
};

/**
 * The five checks of an answer of the operation (checks.ts runChecks), with its generated schema.
 * `valid`: the request was a valid one (not a broken input, a fuzz case or a call without a
 * token), so its status counts towards the hollow-run warnings.
 */
export const answerChecks = (
  ctx: CallContext,
  op: ContractOp,
  answer: HttpAnswer,
  curl: string,
  valid = false,
) => {
  if (answer.ok) observe(ctx.observed, op.operationId, answer.status, valid);
  const entry = ctx.schemas.get(op.operationId);
  const checks = runChecks({
    op,
    doc: ctx.contract.doc,
    successSchema: entry?.response,
    successStatus: entry?.successStatuses[0],
    answer,
    curl,
  });
  if (ctx.maxResponseTimeMs !== undefined) checks.push(maxResponseTime(answer, ctx.maxResponseTimeMs, curl));
  return checks;
};

/** Whether a refusal of this operation's valid requests is allowed (--allow-refusals). */
const refusalAllowed = (ctx: CallContext, op: ContractOp) =>
  ctx.allowRefusals === true || (ctx.allowRefusals?.has(op.operationId) ?? false);

export const callOperation = async (ctx: CallContext, spec: CallSpec): Promise<CallOutcome> => {
  const { op } = spec;
  const record = (result: OperationResult) => {
    if (spec.report !== false && !spec.quiet) ctx.results.push(result);
    return result;
  };
  if (!op.isPublic && !ctx.token) return { result: record(skipped(spec, 'no token (login failed)')) };
  const resolved = await resolveParams(ctx.params, op, spec.given);
  if ('skip' in resolved) return { result: record(skipped(spec, resolved.skip)) };

  const names = new Set((spec.query ?? []).map(([name]) => name));
  const query = [...resolved.query.filter(([name]) => !names.has(name)), ...(spec.query ?? [])];
  const target = buildTarget(op.path, resolved.path, query);
  const headers: Record<string, string> = { 'user-agent': 'merchant-portal-contract-check' };
  if (!op.isPublic && ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  const request: HttpRequest = { method: op.method, url: `${ctx.baseUrl}${target}`, headers };
  if (spec.body !== undefined) {
    headers['content-type'] = 'application/json';
    request.body = JSON.stringify(spec.body);
  }
  const curl = curlFor(request, spec.bodyShown ?? request.body);
  ctx.called.add(op.operationId);
  const answer = await send(request, ctx.timeoutMs);
  const json = answer.ok ? parseJson(answer.text) : undefined;
  const reason = answer.ok ? ctx.skipIf?.({ status: answer.status, text: answer.text }) : undefined;
  // A chain's reads see records made and deleted on the way: ids are chained from the first lists.
  if (op.method === 'GET' && !spec.quiet)
    ctx.listCache.set(op.operationId, answer.ok ? { status: answer.status, json, note: reason } : undefined);
  if (reason && answer.ok)
    return {
      result: record({ ...skipped(spec, reason, target), status: answer.status, ms: answer.ms }),
      answer,
    };
  if (spec.report === false) return { result: skipped(spec, 'helper call'), answer, json };

  const checks: CheckResult[] = answerChecks(ctx, op, answer, curl, true);
  if (spec.phase !== 'login' && !spec.refusalExpected) {
    const withBody = request.body !== undefined;
    const accepted = positiveDataAcceptance(op, answer, curl, withBody, refusalAllowed(ctx, op));
    checks.push(accepted);
    if (accepted.verdict === 'fail')
      expectOn(answer, {
        check: accepted.name,
        status: withBody ? ['2xx'] : ['2xx', 404, 409],
        about: '(the valid request accepted)',
      });
  }
  if (spec.justCreated && answer.ok && answer.status === 404) {
    const { id, by } = spec.justCreated;
    const expectation = {
      check: 'ensure_resource_availability' as const,
      status: ['2xx'],
      about: `for the record ${id} just created`,
    };
    checks.push({
      ...judged(expectation.check, unmet(expectation, answer.status, json), curl),
      message: `the record ${id} that ${by} just created`,
    });
    expectOn(answer, expectation);
  }
  let unauthenticated: HttpAnswer | undefined;
  const bare: HttpRequest = { ...request, headers: { ...headers } };
  delete bare.headers.authorization;
  if (op.method === 'GET' && !op.isPublic && !spec.quiet) {
    unauthenticated = await send(bare, ctx.timeoutMs);
    if (unauthenticated.ok) observe(ctx.observed, op.operationId, unauthenticated.status, false);
  }
  if (!spec.quiet) checks.push(authRequired(op, unauthenticated, curlFor(bare)));

  const result: OperationResult = {
    operationId: op.operationId,
    tag: op.tag,
    method: op.method,
    path: op.path,
    target,
    phase: spec.phase,
    verdict: checks.some((check) => check.verdict === 'fail') ? 'FAIL' : 'PASS',
    status: answer.ok ? answer.status : undefined,
    ms: answer.ms,
    checks,
    curl,
    response: answer.ok
      ? {
          status: answer.status,
          contentType: answer.headers['content-type'] ?? '',
          bodyPreview: answer.text.slice(0, 300),
        }
      : undefined,
  };
  return { result: record(result), answer, json };
};

/** The ParamContext's list lookup: the cached answer, or a helper call of the list operation. */
export const listLookup =
  (ctx: CallContext) =>
  async (operationId: string): Promise<ListAnswer | undefined> => {
    if (ctx.listCache.has(operationId)) return ctx.listCache.get(operationId);
    const op = ctx.contract.ops.find((candidate) => candidate.operationId === operationId);
    if (!op || (!op.isPublic && !ctx.token)) return undefined;
    // A GET that was sent caches its answer; one that could not be sent caches nothing.
    await callOperation(ctx, { op, phase: 'helper', report: false });
    if (!ctx.listCache.has(operationId)) ctx.listCache.set(operationId, undefined);
    return ctx.listCache.get(operationId);
  };
