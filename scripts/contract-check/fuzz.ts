/**
 * The fuzz pass (--fuzz): every selected operation gets a share of the case budget of requests
 * that fast-check generates from its contract (fuzz-cases.ts), each checked like any call plus
 * no_internal_detail, and auth_required for those sent without a token. A failure is shrunk by
 * fast-check to a smaller request that fails the same way and reported once (operation, check,
 * where, status), with a curl line that reproduces it. Writes only with --unsafe, as in the
 * negative pass. The pass stops at its time limit or on an abort (Ctrl+C), keeping what ran.
 */
import fc from 'fast-check';
import { answerChecks, type CallContext } from './call.ts';
import { skippedResult } from './cases.ts';
import { authRequired, noInternalDetail } from './checks.ts';
import type { ContractOp } from './contract.ts';
import { fuzzCaseArbitrary, type FuzzBase, type FuzzCase } from './fuzz-cases.ts';
import { attach, recorder } from './cassette.ts';
import { runPathCases } from './fuzz-paths.ts';
import { fuzzCurl, send, type HttpAnswer, type HttpRequest } from './http.ts';
import { buildTarget, exampleOf, fillIds, resolveParams } from './params.ts';
import {
  FUZZ_CHECKS,
  type CheckName,
  type CheckResult,
  type FuzzSummary,
  type OperationResult,
} from './types.ts';

export interface FuzzOptions {
  seed: number;
  /** Requests in all, shared out over the operations. */
  cases: number;
  timeLimitMs: number;
  /** The environment variable the curl lines take the token from. */
  tokenEnv: string;
  signal?: AbortSignal;
}

interface FuzzCall {
  fuzzCase: FuzzCase;
  request: HttpRequest;
  target: string;
  answer: HttpAnswer;
  curl: string;
  checks: CheckResult[];
}

const PHASE = 'fuzz';

/** A seed per operation, from the run's seed and the operationId (a selection does not change it). */
export const operationSeed = (seed: number, operationId: string) => {
  let hash = seed | 0;
  for (const char of operationId) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
};

/** The case budget of each of `count` operations: an even share, the rest to the first ones. */
export const shareOut = (cases: number, count: number) =>
  Array.from({ length: count }, (_, index) => Math.floor(cases / count) + (index < cases % count ? 1 : 0));

/**
 * What makes a failure distinct: the operation, the status that came and, for each failed check,
 * where it failed. Undefined when every check passed.
 */
export const signatureOf = (op: ContractOp, checks: CheckResult[], answer: HttpAnswer) => {
  const failed = checks.filter((check) => check.verdict === 'fail');
  if (!failed.length) return undefined;
  const where = failed.map((check) => `${check.name}@${check.violations[0]?.at ?? ''}`).join(',');
  return `${op.operationId} ${answer.ok ? answer.status : answer.error} ${where}`;
};

/** The valid request the cases start from; ids that no list gives come from the examples. */
const baseOf = async (ctx: CallContext, op: ContractOp): Promise<FuzzBase> => {
  const resolved = await resolveParams(ctx.params, op);
  const example = op.bodyExamples[0] ? fillIds(op.bodyExamples[0].value, ctx.params.seenIds) : undefined;
  if (!('skip' in resolved)) return { path: resolved.path, query: resolved.query, bodyExample: example };
  const value = (name: string) =>
    String(
      exampleOf(
        ctx.contract.doc,
        op.params.find((param) => param.name === name)!,
      ) ?? 'fuzz',
    );
  const path = Object.fromEntries(
    op.params.filter((p) => p.in === 'path').map((p) => [p.name, value(p.name)]),
  );
  const query = op.params
    .filter(
      (param) => param.in === 'query' && param.required && exampleOf(ctx.contract.doc, param) !== undefined,
    )
    .map((param): [string, string] => [param.name, value(param.name)]);
  return { path, query, bodyExample: example };
};

const sendFuzzCase = async (ctx: CallContext, op: ContractOp, fuzzCase: FuzzCase, tokenEnv: string) => {
  const target = buildTarget(op.path, fuzzCase.path, fuzzCase.query);
  const headers: Record<string, string> = { 'user-agent': 'merchant-portal-contract-check' };
  if (fuzzCase.withToken && ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  const request: HttpRequest = { method: op.method, url: `${ctx.baseUrl}${target}`, headers };
  if (fuzzCase.body) {
    headers['content-type'] = fuzzCase.body.contentType;
    request.body = fuzzCase.body.text;
  }
  const curl = fuzzCurl(request, tokenEnv);
  const answer = await send(request, ctx.timeoutMs, true);
  const checks = [
    ...answerChecks(ctx, op, answer, curl),
    fuzzCase.withToken || op.isPublic
      ? {
          name: 'auth_required' as const,
          verdict: 'skip' as const,
          message: 'sent with a token',
          violations: [],
        }
      : authRequired(op, answer, curl),
    noInternalDetail(answer, curl),
  ];
  return { fuzzCase, request, target, answer, curl, checks } satisfies FuzzCall;
};

const response = (answer: HttpAnswer) =>
  answer.ok
    ? {
        status: answer.status,
        contentType: answer.headers['content-type'] ?? '',
        bodyPreview: answer.text.slice(0, 300),
      }
    : undefined;

const failureResult = (op: ContractOp, call: FuzzCall): OperationResult => ({
  operationId: op.operationId,
  tag: op.tag,
  method: op.method,
  path: op.path,
  target: call.target.length > 100 ? `${call.target.slice(0, 99)}…` : call.target,
  phase: `${PHASE}: ${call.fuzzCase.label}`,
  verdict: 'FAIL',
  status: call.answer.ok ? call.answer.status : undefined,
  ms: call.answer.ms,
  cases: 1,
  checks: call.checks,
  curl: call.curl,
  response: response(call.answer),
});

/** The operation's row when none of its requests failed: each check passed by some, or skipped. */
const passResult = (
  op: ContractOp,
  seen: Map<CheckName, CheckResult>,
  cases: number,
  ms: number,
): OperationResult => ({
  operationId: op.operationId,
  tag: op.tag,
  method: op.method,
  path: op.path,
  phase: PHASE,
  verdict: 'PASS',
  ms,
  cases,
  checks: FUZZ_CHECKS.map(
    (name) => seen.get(name) ?? { name, verdict: 'skip', message: 'applied to no request', violations: [] },
  ),
});

const stoppedText = (stop: FuzzSummary['stoppedBy']) =>
  stop === 'interrupted' ? 'interrupted (Ctrl+C)' : 'fuzz time limit reached';

/**
 * One operation's share of the budget. fast-check runs rounds: each ends at a new distinct
 * failure, shrunk to the smallest request that still fails so; the next goes on with the rest.
 */
const fuzzOperation = async (
  ctx: CallContext,
  op: ContractOp,
  budget: number,
  options: FuzzOptions,
  stopped: () => boolean,
) => {
  const arbitrary = fuzzCaseArbitrary(ctx.contract.doc, op, await baseOf(ctx, op));
  const out = {
    used: 0,
    ms: 0,
    noHandler: undefined as string | undefined,
    failures: new Map<string, FuzzCall>(),
    seen: new Map<CheckName, CheckResult>(),
  };
  // The last failing request: after a failed round, the one fast-check shrank to.
  const found: { last?: { signature: string; call: FuzzCall } } = {};
  const property = fc.asyncProperty(arbitrary, async (fuzzCase) => {
    if (out.used >= budget || stopped()) return true;
    out.used += 1;
    const call = await sendFuzzCase(ctx, op, fuzzCase, options.tokenEnv);
    out.ms += call.answer.ms;
    const reason = call.answer.ok
      ? ctx.skipIf?.({ status: call.answer.status, text: call.answer.text })
      : undefined;
    if (reason) {
      if (fuzzCase.kind === 'valid') out.noHandler = reason;
      return true;
    }
    for (const check of call.checks)
      if (check.verdict === 'pass' || (check.verdict === 'skip' && !out.seen.has(check.name)))
        out.seen.set(check.name, check);
    if (fuzzCase.kind === 'valid') ctx.called.add(op.operationId);
    const signature = signatureOf(op, call.checks, call.answer);
    if (!signature || out.failures.has(signature)) return true;
    found.last = { signature, call };
    return false;
  });
  for (let round = 0; out.used < budget && !stopped(); round += 1) {
    found.last = undefined;
    const outcome = await fc.check(property, {
      seed: operationSeed(options.seed, op.operationId) + round,
      numRuns: budget - out.used,
    });
    const failure = found.last as { signature: string; call: FuzzCall } | undefined;
    if (!outcome.failed || !failure) break;
    out.failures.set(failure.signature, failure.call);
  }
  return out;
};

export const runFuzzPass = async (
  ctx: CallContext,
  selected: (op: ContractOp) => boolean,
  unsafe: boolean,
  options: FuzzOptions,
  log: (line: string) => void = () => undefined,
): Promise<FuzzSummary> => {
  const started = performance.now();
  const deadline = started + options.timeLimitMs;
  const ops = ctx.contract.ops.filter((op) => selected(op) && (op.method === 'GET' || unsafe));
  // Deletes last, so the other calls still find what they chain from.
  ops.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  const budgets = shareOut(options.cases, ops.length);
  const summary: FuzzSummary = { seed: options.seed, operations: 0, cases: 0, failures: 0, seconds: 0 };
  const stopReason = () =>
    options.signal?.aborted ? 'interrupted' : performance.now() > deadline ? 'time limit' : undefined;

  // The path cases first: the same every run, outside the case budget.
  const withPaths = [];
  for (const op of ops)
    if (op.isPublic || ctx.token) withPaths.push({ op, path: (await baseOf(ctx, op)).path });
  log(`fuzz paths: empty, over-long and malformed path parameters, unknown paths`);
  recorder.on = true; // few requests, each failure's recorded for its cassette
  summary.cases += await runPathCases(ctx, withPaths, options.tokenEnv, () => !!stopReason());
  recorder.on = false;
  for (const [index, op] of ops.entries()) {
    const budget = budgets[index] ?? 0;
    if (budget === 0) continue;
    if (!op.isPublic && !ctx.token) {
      ctx.results.push(skippedResult(op, PHASE, op.method, 'no token (login failed)'));
      continue;
    }
    if (!stopReason()) log(`fuzz: ${op.method} ${op.path} (${budget} requests)`);
    const done = stopReason()
      ? undefined
      : await fuzzOperation(ctx, op, budget, options, () => !!stopReason());
    if (!done || done.used < budget) summary.stoppedBy ??= stopReason();
    if (!done?.used) {
      if (summary.stoppedBy)
        ctx.results.push(skippedResult(op, PHASE, op.method, stoppedText(summary.stoppedBy)));
      continue;
    }
    summary.operations += 1;
    summary.cases += done.used;
    summary.failures += done.failures.size;
    if (done.noHandler && done.failures.size === 0)
      ctx.results.push({ ...skippedResult(op, PHASE, op.method, done.noHandler), cases: done.used });
    else if (done.failures.size === 0) ctx.results.push(passResult(op, done.seen, done.used, done.ms));
    for (const call of done.failures.values()) {
      const result = failureResult(op, call);
      ctx.results.push(result);
      attach(result, [{ request: call.request, answer: call.answer, at: new Date().toISOString() }]);
    }
  }
  summary.seconds = Math.round((performance.now() - started) / 100) / 10;
  return summary;
};
