/**
 * `--replay <file> [--case <n>]`: sends the requests of a cassette again (formatHar), in order, to
 * the cassette's backend or --base-url, with the token of this run in place of `Bearer ***`, and
 * checks each answer as the run did (status, content type, schema, headers, no 5xx,
 * --max-response-time). An id a create answered differently this time is put in place of the
 * recorded one in the later requests, so a chain runs again on its own records. A request that
 * failed a check beyond the contract (`_expect`: a chain's state checks, positive_data_acceptance,
 * auth_required with the kind of token it was sent with) is judged by what that check expected,
 * with the new ids. Each row notes the status recorded and the checks named; a failure that still
 * happens fails the replay (exit code 1).
 */
import { readFileSync } from 'node:fs';
import { expiredToken, INVALID_TOKEN } from './auth.ts';
import { answerChecks, type CallContext } from './call.ts';
import { readHar, type HarEntry } from './cassette.ts';
import { loadContract, type ContractOp } from './contract.ts';
import { expectationsOf, judged, unmet, type Expectation } from './expect.ts';
import { curlFor, redact, send, type HttpRequest } from './http.ts';
import { summarize, type RunOptions } from './run.ts';
import type { OperationResult, RunReport } from './types.ts';
import { coverageOf } from './coverage.ts';
import { operations } from '../../src-generated/operations.ts';

const templateOf = (op: ContractOp) =>
  new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]*')}$`);

const parsed = (text: string | undefined): unknown => {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
};

const idsOf = (text: string | undefined): string[] => {
  const body = parsed(text) as Record<string, unknown> | undefined;
  return ['id', 'prefix'].map((key) => body?.[key]).filter((v): v is string => typeof v === 'string');
};

export const replayCassette = async (
  options: RunOptions & { replay: string; replayCase?: number },
): Promise<RunReport> => {
  const entries = readHar(readFileSync(options.replay, 'utf8'));
  if (typeof entries === 'string') throw new Error(`--replay ${options.replay}: ${entries}`);
  // The replay logs in itself: a recorded login carries the password masked.
  const chosen = entries.filter(
    (entry) =>
      (options.replayCase === undefined || entry._case === options.replayCase) &&
      !(entry.request.method === 'POST' && new URL(entry.request.url).pathname.endsWith('/login')),
  );
  if (!chosen.length) throw new Error(`--replay ${options.replay}: no case ${options.replayCase}`);
  const recordedOrigin = new URL(chosen[0]!.request.url).origin;
  const baseUrl = (options.baseUrl || recordedOrigin).replace(/\/+$/, '');
  const contract = loadContract();
  const ctx: CallContext = {
    baseUrl,
    timeoutMs: options.timeoutMs ?? 10000,
    contract,
    schemas: new Map(operations.map((entry) => [entry.operationId, entry])),
    params: { doc: contract.doc, ops: contract.ops, list: async () => undefined, seenIds: new Map() },
    results: [],
    called: new Set(),
    listCache: new Map(),
    observed: new Map(),
    maxResponseTimeMs: options.maxResponseTimeMs,
  };
  let token = options.token;
  if (!token && options.email && options.password) {
    const login = await send(
      {
        method: 'POST',
        url: `${baseUrl}/login`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailAddress: options.email, password: options.password }),
      },
      ctx.timeoutMs,
    );
    token = login.ok ? login.headers.authorization?.replace(/^Bearer\s+/i, '') : undefined;
    if (!token) throw new Error('login failed: POST /login gave no token in the authorization header');
  }
  const renamed = new Map<string, string>();
  const swap = (text: string) => [...renamed].reduce((out, [was, now]) => out.split(was).join(now), text);
  const results: OperationResult[] = [];
  for (const entry of chosen)
    results.push(await replayOne(ctx, entry, { recordedOrigin, token, swap, renamed }));
  const summary = summarize(results);
  return {
    baseUrl,
    startedAt: new Date().toISOString(),
    unsafe: options.unsafe === true,
    results,
    summary,
    notCalled: [],
    coverage: coverageOf([], ctx.observed),
    warnings: [],
    exitCode: summary.failed ? 1 : 0,
    redact: (text) => redact(text, [token, options.password]),
  };
};

const replayOne = async (
  ctx: CallContext,
  entry: HarEntry,
  how: {
    recordedOrigin: string;
    token?: string;
    swap: (text: string) => string;
    renamed: Map<string, string>;
  },
): Promise<OperationResult> => {
  const recorded = entry.request;
  const url = how.swap(`${ctx.baseUrl}${recorded.url.slice(how.recordedOrigin.length)}`);
  // What a failing check expected of this request, with the ids of this replay.
  const expected = expectationsOf(entry._expect).map((one): Expectation =>
    JSON.parse(how.swap(JSON.stringify(one))),
  );
  // The auth pass's requests go with the kind of token they were sent with, made from this one.
  const kind = expected.find((one) => one.token)?.token;
  const bearer =
    kind === 'invalid' ? INVALID_TOKEN : kind === 'expired' ? expiredToken(how.token ?? '') : how.token;
  const headers = Object.fromEntries(
    recorded.headers
      .filter(({ name }) => !(kind === 'none' && name.toLowerCase() === 'authorization'))
      .map(({ name, value }) => [
        name,
        name.toLowerCase() === 'authorization' && value === 'Bearer ***' ? `Bearer ${bearer ?? ''}` : value,
      ]),
  );
  const request: HttpRequest = { method: recorded.method, url, headers };
  if (recorded.postData) request.body = how.swap(recorded.postData.text);
  const answer = await send(request, ctx.timeoutMs);
  if (answer.ok) {
    const [was, now] = [idsOf(entry.response.content.text), idsOf(answer.text)];
    was.forEach((id, index) => now[index] && now[index] !== id && how.renamed.set(id, now[index]!));
  }
  const path = new URL(url).pathname;
  const op = ctx.contract.ops.find(
    (candidate) => candidate.method === recorded.method && templateOf(candidate).test(path),
  );
  const curl = curlFor(request);
  const checks = op ? answerChecks(ctx, op, answer, curl) : [];
  const json = answer.ok ? parsed(answer.text) : undefined;
  for (const one of expected)
    checks.push(judged(one.check, unmet(one, answer.ok ? answer.status : undefined, json), curl));
  const named = expected.length ? ` (${expected.map((one) => one.check).join(', ')})` : '';
  return {
    operationId: op?.operationId ?? entry._operationId,
    tag: op?.tag ?? 'replay',
    method: recorded.method,
    path: op?.path ?? path,
    target: url.slice(ctx.baseUrl.length),
    phase: `replay #${entry._case} ${entry._phase}`,
    verdict: checks.some((check) => check.verdict === 'fail') ? 'FAIL' : 'PASS',
    status: answer.ok ? answer.status : undefined,
    ms: answer.ms,
    checks,
    curl,
    skipReason: `recorded ${entry.response.status}${named}`,
  };
};
