/**
 * runContractCheck: logs in (or takes the token), calls every selected GET of the contract with
 * ids chained from list responses, checks each answer, and with `unsafe` runs the write flows.
 * Then the negative pass (inputs that break the contract must be refused with 400; reads, and
 * writes with `unsafe`) and the methods pass (undeclared methods must be refused with 405 or 404);
 * with `stateful`, chains of calls from the contract's links after the flows (stateful.ts); with
 * `fuzz`, the fuzz pass last (fuzz.ts). Every answer's status counts towards the coverage. An aborted `signal` (Ctrl+C) ends the run early with
 * the results so far.
 * Needs the generated zod schemas, so it is loaded through Vite (runnerImport) from the CLI.
 */
import { operations } from '../../src-generated/operations.ts';
import { callOperation, listLookup, type CallContext, type SchemaEntry } from './call.ts';
import { loadContract, type Contract, type ContractOp } from './contract.ts';
import { coverageOf, hollowWarnings } from './coverage.ts';
import { runFlows } from './flows.ts';
import { runFuzzPass, type FuzzOptions } from './fuzz.ts';
import { redact } from './http.ts';
import { runAuthPass } from './auth.ts';
import { recorder, recordInto } from './cassette.ts';
import { runMethodsPass } from './methods.ts';
import { runNegativePass } from './negative.ts';
import { runStatefulPass } from './stateful.ts';
import type { OperationResult, RunReport, Summary } from './types.ts';

export interface RunOptions {
  baseUrl: string;
  /** A bearer token; or email and password to log in through POST /login. */
  token?: string;
  email?: string;
  password?: string;
  /** Only these tags. */
  include?: string[];
  /** Leave out these tags or operationIds. */
  exclude?: string[];
  /**
   * Also run the create/read/update/delete flows, send broken inputs to writes and undeclared
   * write methods to every path. Sandboxes only.
   */
  unsafe?: boolean;
  /** Per request; 10000 when absent. */
  timeoutMs?: number;
  /** Turns a call into SKIP with the returned reason (the mock check: 'no mock handler yet'). */
  skipIf?: (answer: { status: number; text: string }) => string | undefined;
  /** The stateful pass (stateful.ts): chains of calls from the contract's links; writes need `unsafe`. */
  stateful?: boolean;
  /** Fails the run when the share of declared statuses seen is below it (0..1). */
  minCoverage?: number;
  /** Then the fuzz pass (fuzz.ts). */
  fuzz?: Omit<FuzzOptions, 'signal'>;
  /** Ctrl+C: the run stops after the current request and reports what ran. */
  signal?: AbortSignal;
  /** Progress lines. */
  log?: (line: string) => void;
  /** Valid requests that may be refused with a 4xx: of every operation (true) or of these. */
  allowRefusals?: true | string[];
  /** Fails an answer slower than this (max_response_time). */
  maxResponseTimeMs?: number;
  /** The contract and operation index to use (tests); the generated ones otherwise. */
  contract?: Contract;
  schemas?: SchemaEntry[];
}

export const summarize = (results: OperationResult[]): Summary => ({
  passed: results.filter((r) => r.verdict === 'PASS').length,
  failed: results.filter((r) => r.verdict === 'FAIL').length,
  skipped: results.filter((r) => r.verdict === 'SKIP').length,
});

/** Checks --include/--exclude against the contract's tags and operationIds. */
export const selection = (ops: ContractOp[], include: string[] = [], exclude: string[] = []) => {
  const tags = new Set(ops.map((op) => op.tag));
  const ids = new Set(ops.map((op) => op.operationId));
  const unknownIncludes = include.filter((tag) => !tags.has(tag));
  if (unknownIncludes.length)
    throw new Error(
      `--include: unknown tag ${unknownIncludes.join(', ')} (tags: ${[...tags].sort().join(', ')})`,
    );
  const unknownExcludes = exclude.filter((item) => !tags.has(item) && !ids.has(item));
  if (unknownExcludes.length)
    throw new Error(`--exclude: no tag or operationId ${unknownExcludes.join(', ')}`);
  return (op: ContractOp) =>
    (!include.length || include.includes(op.tag)) &&
    !exclude.includes(op.tag) &&
    !exclude.includes(op.operationId);
};

const login = async (
  ctx: CallContext,
  options: RunOptions,
  reported: boolean,
): Promise<string | undefined> => {
  const op = ctx.contract.ops.find((candidate) => candidate.operationId === 'login');
  if (!op) throw new Error('the contract has no login operation');
  const body = { emailAddress: options.email, password: options.password };
  const bodyShown = JSON.stringify({ ...body, password: '***' });
  const { answer } = await callOperation(ctx, { op, phase: 'login', body, bodyShown, report: reported });
  const header = answer?.ok ? answer.headers.authorization : undefined;
  return header?.replace(/^Bearer\s+/i, '').trim() || undefined;
};

export const runContractCheck = async (options: RunOptions): Promise<RunReport> => {
  const startedAt = new Date().toISOString();
  const log = options.log ?? (() => undefined);
  const contract = options.contract ?? loadContract();
  const selected = selection(contract.ops, options.include, options.exclude);
  if (Array.isArray(options.allowRefusals)) {
    const unknown = options.allowRefusals.filter((id) => !contract.ops.some((op) => op.operationId === id));
    if (unknown.length) throw new Error(`--allow-refusals-of: no operationId ${unknown.join(', ')}`);
  }
  const ctx: CallContext = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    token: options.token,
    timeoutMs: options.timeoutMs ?? 10000,
    contract,
    schemas: new Map((options.schemas ?? operations).map((entry) => [entry.operationId, entry])),
    params: { doc: contract.doc, ops: contract.ops, list: async () => undefined, seenIds: new Map() },
    skipIf: options.skipIf,
    results: [],
    called: new Set(),
    listCache: new Map(),
    observed: new Map(),
    allowRefusals: options.allowRefusals === true ? true : new Set(options.allowRefusals ?? []),
    maxResponseTimeMs: options.maxResponseTimeMs,
  };
  ctx.params.list = listLookup(ctx);
  recordInto(ctx.results);

  let error: string | undefined;
  if (!ctx.token) {
    if (!options.email || !options.password)
      throw new Error('give a token, or an e-mail address and password');
    const loginOp = contract.ops.find((op) => op.operationId === 'login');
    log('Logging in through POST /login');
    ctx.token = await login(ctx, options, !!loginOp && selected(loginOp));
    if (!ctx.token) error = 'login failed: POST /login gave no token in the authorization header';
  }
  const secrets = [ctx.token, options.password];

  // Lists (no path parameters) first, so detail calls find the ids they chain from.
  const gets = contract.ops.filter((op) => op.method === 'GET' && selected(op));
  const ordered = [
    ...gets.filter((op) => !op.path.includes('{')),
    ...gets.filter((op) => op.path.includes('{')),
  ];
  const aborted = () => options.signal?.aborted === true;
  for (const op of ordered) {
    if (aborted()) break;
    log(`${op.method} ${op.path}`);
    await callOperation(ctx, { op, phase: 'read-only' });
  }
  if (options.unsafe && ctx.token && !aborted()) await runFlows(ctx, selected, log);
  let stateful;
  if (options.stateful && !aborted())
    stateful = await runStatefulPass(ctx, selected, options.unsafe === true, log);
  // 'Not called' speaks of the calls with valid input; the passes below send only refusals and fuzz.
  const reported = new Set(ctx.results.map((result) => result.operationId));
  if (!aborted() && ctx.token) await runAuthPass(ctx, selected, options.unsafe === true, log);
  if (!aborted()) await runNegativePass(ctx, selected, options.unsafe === true, log);
  if (!aborted()) await runMethodsPass(ctx, selected, options.unsafe === true, log);
  let fuzz;
  recorder.on = false; // the fuzz pass records each failure's request itself
  if (options.fuzz && !aborted()) {
    log(`fuzz pass: seed ${options.fuzz.seed}, ${options.fuzz.cases} requests`);
    fuzz = await runFuzzPass(
      ctx,
      selected,
      options.unsafe === true,
      { ...options.fuzz, signal: options.signal },
      log,
    );
  }
  if (aborted()) error ??= 'interrupted (Ctrl+C): the report covers what ran until then';

  const notCalled = contract.ops
    .filter((op) => selected(op) && !ctx.called.has(op.operationId) && !reported.has(op.operationId))
    .map((op) => op.operationId);
  const summary = summarize(ctx.results);
  const coverage = coverageOf(contract.ops.filter(selected), ctx.observed);
  if (options.minCoverage !== undefined && coverage.ratio < options.minCoverage)
    error ??= `coverage ${(coverage.ratio * 100).toFixed(1)}% is below --min-coverage ${options.minCoverage}`;
  return {
    stateful,
    coverage,
    minCoverage: options.minCoverage,
    warnings: hollowWarnings(contract.ops, ctx.observed),
    baseUrl: ctx.baseUrl,
    startedAt,
    unsafe: options.unsafe === true,
    results: ctx.results,
    summary,
    notCalled,
    fuzz,
    error,
    exitCode: summary.failed || error ? 1 : 0,
    redact: (text) => redact(text, secrets),
  };
};
