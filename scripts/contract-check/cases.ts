/**
 * The negative and the methods pass send several requests per operation (one per broken input or
 * undeclared method). Each is checked on its own; the operation gets one result whose checks fail
 * when they failed for any of its requests, each violation labelled with the request it came from.
 */
import type { CallContext } from './call.ts';
import type { ContractOp } from './contract.ts';
import { curlFor, send, type HttpAnswer, type HttpRequest } from './http.ts';
import type { CheckName, CheckResult, OperationResult } from './types.ts';

export interface CaseCall {
  label: string;
  target: string;
  answer: HttpAnswer;
  curl: string;
  checks: CheckResult[];
}

/** Sends one case (with the token for protected operations) and checks its answer. */
export const sendCase = async (
  ctx: CallContext,
  op: ContractOp,
  spec: {
    label: string;
    method: string;
    target: string;
    body?: { text: string; contentType: string };
    /** Another token to send, or null for none (the auth pass); the run's token otherwise. */
    token?: string | null;
  },
  check: (answer: HttpAnswer, curl: string) => CheckResult[],
): Promise<CaseCall> => {
  const headers: Record<string, string> = { 'user-agent': 'merchant-portal-contract-check' };
  const token = spec.token === undefined ? ctx.token : spec.token;
  if (!op.isPublic && token) headers.authorization = `Bearer ${token}`;
  const request: HttpRequest = { method: spec.method, url: `${ctx.baseUrl}${spec.target}`, headers };
  if (spec.body) {
    headers['content-type'] = spec.body.contentType;
    request.body = spec.body.text;
  }
  const curl = curlFor(request);
  const answer = await send(request, ctx.timeoutMs);
  return { label: spec.label, target: spec.target, answer, curl, checks: check(answer, curl) };
};

const mergeCheck = (name: CheckName, calls: CaseCall[]): CheckResult => {
  const results = calls.map((call) => ({ call, check: call.checks.find((check) => check.name === name) }));
  const failed = results.filter(({ check }) => check?.verdict === 'fail');
  if (failed.length) {
    return {
      name,
      verdict: 'fail',
      message: `${failed.length} of ${calls.length} request${calls.length === 1 ? '' : 's'}`,
      violations: failed.flatMap(({ call, check }) =>
        (check?.violations ?? []).map((violation) => ({
          ...violation,
          at: `[${call.label}] ${violation.at}`,
        })),
      ),
      curl: failed[0]?.check?.curl,
    };
  }
  if (results.every(({ check }) => !check || check.verdict === 'skip'))
    return { name, verdict: 'skip', message: results[0]?.check?.message ?? 'not checked', violations: [] };
  return { name, verdict: 'pass', violations: [] };
};

/** One result for all the requests of an operation in a pass. */
export const mergedResult = (
  op: ContractOp,
  phase: string,
  method: string,
  names: readonly CheckName[],
  calls: CaseCall[],
): OperationResult => {
  const checks = names.map((name) => mergeCheck(name, calls));
  const failing = calls.find((call) => call.checks.some((check) => check.verdict === 'fail'));
  const shown = failing ?? calls[0];
  const answer = shown?.answer;
  return {
    operationId: op.operationId,
    tag: op.tag,
    method,
    path: op.path,
    target: shown?.target,
    phase,
    verdict: checks.some((check) => check.verdict === 'fail') ? 'FAIL' : 'PASS',
    status: answer?.ok ? answer.status : undefined,
    ms: calls.reduce((sum, call) => sum + call.answer.ms, 0),
    checks,
    curl: shown?.curl,
    response: answer?.ok
      ? {
          status: answer.status,
          contentType: answer.headers['content-type'] ?? '',
          bodyPreview: answer.text.slice(0, 300),
        }
      : undefined,
  };
};

export const skippedResult = (
  op: ContractOp,
  phase: string,
  method: string,
  reason: string,
): OperationResult => ({
  operationId: op.operationId,
  tag: op.tag,
  method,
  path: op.path,
  phase,
  verdict: 'SKIP',
  skipReason: reason,
  checks: [],
});
