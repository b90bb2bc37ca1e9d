/**
 * The negative pass: every selected operation is sent inputs that break one rule of its contract
 * (negative-cases.ts) and must refuse each with 400 and a Problem, never a 2xx or a 5xx. Reads
 * (GET) always; writes only with --unsafe, because a backend that wrongly accepts a broken body
 * would write it. One result per operation (phase 'negative'), its checks failing for any case.
 */
import { mergedResult, sendCase, skippedResult, type CaseCall } from './cases.ts';
import { answerChecks, type CallContext } from './call.ts';
import { negativeDataRejection } from './checks.ts';
import { deref, type ContractOp } from './contract.ts';
import { jsonBodyCases, multipartCases, queryCases, type NegativeCase } from './negative-cases.ts';
import { buildTarget, fillIds, resolveParams } from './params.ts';
import { checkNamesOf } from './types.ts';

type Node = Record<string, unknown>;

const PHASE = 'negative';

const bodyCases = (ctx: CallContext, op: ContractOp, example: unknown): NegativeCase[] => {
  const body = op.requestBody;
  if (!body) return [];
  if (body.contentType.includes('json')) return jsonBodyCases(ctx.contract.doc, body.schema, example);
  if (body.contentType === 'multipart/form-data') {
    const schema = body.schema ? deref(ctx.contract.doc, body.schema as Node) : undefined;
    return multipartCases(((schema?.required ?? []) as string[])[0]);
  }
  return [];
};

/** The cases of one operation, each with the valid rest of the request (path, query, body). */
const casesOf = async (ctx: CallContext, op: ContractOp) => {
  const resolved = await resolveParams(ctx.params, op);
  if ('skip' in resolved) return { skip: resolved.skip };
  const example = op.bodyExamples[0] ? fillIds(op.bodyExamples[0].value, ctx.params.seenIds) : undefined;
  const validBody =
    example !== undefined && op.requestBody?.contentType.includes('json')
      ? { text: JSON.stringify(example), contentType: 'application/json' }
      : undefined;
  const cases = [
    ...queryCases(ctx.contract.doc, op.params, resolved.query).map((c) => ({ ...c, body: validBody })),
    ...bodyCases(ctx, op, example).map((c) => ({ ...c, query: resolved.query })),
  ];
  return { cases, path: resolved.path };
};

const checkCase =
  (ctx: CallContext, op: ContractOp) =>
  (answer: Parameters<typeof negativeDataRejection>[0], curl: string) => [
    ...answerChecks(ctx, op, answer, curl),
    negativeDataRejection(answer, curl),
  ];

export const runNegativePass = async (
  ctx: CallContext,
  selected: (op: ContractOp) => boolean,
  unsafe: boolean,
  log: (line: string) => void = () => undefined,
) => {
  const names = checkNamesOf(PHASE);
  for (const op of ctx.contract.ops) {
    if (!selected(op) || (op.method !== 'GET' && !unsafe)) continue;
    if (!op.requestBody && !op.params.some((param) => param.in === 'query')) continue;
    if (!op.isPublic && !ctx.token) {
      ctx.results.push(skippedResult(op, PHASE, op.method, 'no token (login failed)'));
      continue;
    }
    const found = await casesOf(ctx, op);
    if ('skip' in found) {
      ctx.results.push(skippedResult(op, PHASE, op.method, found.skip ?? 'not callable'));
      continue;
    }
    if (found.cases.length === 0) continue;
    log(`negative: ${op.method} ${op.path} (${found.cases.length} inputs)`);
    const calls: CaseCall[] = [];
    for (const one of found.cases) {
      const target = buildTarget(op.path, found.path, one.query);
      calls.push(
        await sendCase(
          ctx,
          op,
          { label: one.label, method: op.method, target, body: one.body },
          checkCase(ctx, op),
        ),
      );
    }
    const noHandler = calls
      .map((call) =>
        call.answer.ok ? ctx.skipIf?.({ status: call.answer.status, text: call.answer.text }) : undefined,
      )
      .find(Boolean);
    ctx.results.push(
      noHandler
        ? skippedResult(op, PHASE, op.method, noHandler)
        : mergedResult(op, PHASE, op.method, names, calls),
    );
  }
};
