/**
 * The stateful pass (--stateful, writes with --unsafe): walks the chains the contract's links give
 * (chains.ts). Each step is checked like any call, and the record is followed across the calls:
 * - ensure_resource_availability: a record just created is read with 2xx, carries the values sent
 *   where the link lists them (`x-echoes`), and is in its list and its search;
 * - changes_persisted: after an update, a read shows the change (`x-change`, `x-echoes`);
 * - use_after_free: after a delete, a read answers 404 and the list no longer holds it.
 * A chain is one row: its verdict, the failing checks with the step they failed at, and the whole
 * sequence as curl lines. What a chain created is deleted at the end where the contract can.
 */
import { callOperation, type CallContext } from './call.ts';
import { buildChains, identityOf, type Chain, type Step } from './chains.ts';
import { deref, type ContractOp } from './contract.ts';
import { fillIds } from './params.ts';
import { isSuccess } from './expect.ts';
import { evaluate, recordCheck, type Done } from './stateful-checks.ts';
import { checkNamesOf, type CheckName, type CheckResult, type OperationResult } from './types.ts';

export interface StatefulSummary {
  chains: number;
  /** Chains that ran to their end (not skipped). */
  walked: number;
  failed: number;
  /** Calls the chains made. */
  steps: number;
}

const bodyFor = (ctx: CallContext, done: Done[], step: Step): unknown => {
  const { op, link } = step;
  if (!op.requestBody) return undefined;
  const from = step.from === undefined ? undefined : done[step.from];
  const example = op.bodyExamples.find((e) => e.name === link?.example) ?? op.bodyExamples[0];
  const sameShape =
    step.role === 'update' &&
    JSON.stringify(op.requestBody.schema) === JSON.stringify(from?.step.op.requestBody?.schema);
  const base = sameShape ? from?.body : example && fillIds(example.value, ctx.params.seenIds);
  if (typeof base !== 'object' || base === null) return base;
  const fed = Object.fromEntries(
    Object.entries(link?.requestBody ?? {}).map(([key, value]) => [key, evaluate(value, from)]),
  );
  const body = { ...base, ...fed, ...(link?.change ?? {}) };
  return step.role === 'update' && !step.expect ? changeFields(ctx, op, body, link?.change) : body;
};

/**
 * An update changes more than the link's `x-change`: every other plain text field of the body (no
 * format, enum or pattern; room under its maxLength) gets ' 2' appended, so a read shows whether
 * each was kept.
 */
const changeFields = (
  ctx: CallContext,
  op: ContractOp,
  body: Record<string, unknown>,
  change: Record<string, unknown> = {},
) => {
  const schema = op.requestBody?.schema ? deref(ctx.contract.doc, op.requestBody.schema) : {};
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const out = { ...body };
  for (const [name, value] of Object.entries(body)) {
    const field = properties[name] ? deref(ctx.contract.doc, properties[name]) : undefined;
    if (name in change || typeof value !== 'string' || !value || !field || field.type !== 'string') continue;
    if (field.format || field.enum || field.pattern || /id$/i.test(name)) continue;
    if (typeof field.maxLength === 'number' && value.length + 2 > field.maxLength) continue;
    out[name] = `${value} 2`;
  }
  return out;
};

const merge = (
  names: readonly CheckName[],
  perStep: { index: number; op: string; checks: CheckResult[] }[],
  curl: string,
) =>
  names.map((name): CheckResult => {
    const found = perStep.flatMap(({ index, op, checks }) =>
      checks.filter((c) => c.name === name).map((check) => ({ index, op, check })),
    );
    const failed = found.filter((f) => f.check.verdict === 'fail');
    if (failed.length) {
      const violations = failed.flatMap(({ index, op, check }) =>
        check.violations.map((v) => ({ ...v, at: `#${index + 1} ${op} ${v.at}`.trimEnd() })),
      );
      return {
        name,
        verdict: 'fail',
        message: `failed at step ${failed.map((f) => f.index + 1).join(', ')}`,
        violations,
        curl,
      };
    }
    if (found.some((f) => f.check.verdict === 'pass')) return { name, verdict: 'pass', violations: [] };
    return {
      name,
      verdict: 'skip',
      message: found[0]?.check.message ?? 'no step of this chain needs it',
      violations: [],
    };
  });

const walkChain = async (ctx: CallContext, chain: Chain, phase: string) => {
  const done: Done[] = [];
  const perStep: { index: number; op: string; checks: CheckResult[] }[] = [];
  const curls: string[] = [];
  const skippedSteps: string[] = [];
  let stop: string | undefined;
  let ms = 0;
  for (const [index, step] of chain.steps.entries()) {
    const from = step.from === undefined ? undefined : done[step.from];
    const created = step.expect ? from : undefined;
    // A read after an update or a delete that did not succeed has nothing to check.
    const before = step.expect === 'changed' ? 'update' : step.expect === 'gone' ? 'delete' : undefined;
    const prior = before ? done.findLast((d) => d.step.role === before) : undefined;
    if (before && !isSuccess(prior?.outcome?.result.status)) {
      done.push({ step });
      continue;
    }
    const given: Record<string, string> = {};
    const query: [string, string][] = [];
    for (const [name, expression] of Object.entries(step.link?.parameters ?? {})) {
      const value = evaluate(expression, from);
      if (value === undefined || value === null) continue;
      const param = step.op.params.find((p) => p.name === name);
      if (param?.in === 'path') given[name] = String(value);
      else query.push([name, String(value)]);
    }
    const body = bodyFor(ctx, done, step);
    const outcome = await callOperation(ctx, {
      op: step.op,
      phase,
      given,
      query,
      body,
      quiet: true,
      refusalExpected: step.expect === 'gone',
    });
    ms += outcome.result.ms ?? 0;
    if (outcome.result.curl) curls.push(`#${index + 1} ${outcome.result.curl}`);
    const entry: Done = { step, outcome, body };
    done.push(entry);
    if (outcome.result.verdict === 'SKIP') {
      skippedSteps.push(`${step.op.operationId}: ${outcome.result.skipReason}`);
      if (step.role === 'create') stop = `${step.op.operationId}: ${outcome.result.skipReason}`;
      if (stop) break;
      continue;
    }
    const checks = [...outcome.result.checks];
    if (step.role === 'create') {
      const raw = (outcome.json as Record<string, unknown> | undefined)?.[identityOf(step.op) ?? 'id'];
      if (isSuccess(outcome.result.status) && raw !== undefined) entry.id = String(raw);
      else if (!checks.some((c) => c.verdict === 'fail'))
        stop =
          `${step.op.operationId} answered ${outcome.result.status ?? 'nothing'}` +
          (isSuccess(outcome.result.status)
            ? ' without an identity'
            : `: ${outcome.answer?.ok ? outcome.answer.text.slice(0, 200) : ''}`);
    }
    if (created?.id !== undefined) {
      const sent = step.expect === 'changed' ? prior : created;
      const soft = step.expect === 'gone' ? prior?.step.link?.softDelete : undefined;
      const by = { body: sent?.body, by: sent?.step };
      checks.push(recordCheck(ctx.contract.doc, step, created, by, outcome, soft));
    }
    perStep.push({ index, op: step.op.operationId, checks });
    if (stop || (step.role === 'create' && entry.id === undefined)) break;
  }
  await cleanup(ctx, done, phase);
  return { done, perStep, curls, skippedSteps, stop, ms };
};

/** Deletes, newest first, what the chain created and did not delete itself (unchecked). */
const cleanup = async (ctx: CallContext, done: Done[], phase: string) => {
  const deleted = new Set(
    done
      .filter((d) => d.step.role === 'delete' && isSuccess(d.outcome?.result.status))
      .map((d) => d.step.from),
  );
  for (const [index, entry] of [...done.entries()].reverse()) {
    if (entry.id === undefined || deleted.has(index)) continue;
    const remove = entry.step.op.links.find(
      (link) => ctx.contract.ops.find((op) => op.operationId === link.operationId)?.method === 'DELETE',
    );
    const op = remove && ctx.contract.ops.find((candidate) => candidate.operationId === remove.operationId);
    if (!op || !remove) continue;
    const given = Object.fromEntries(
      Object.entries(remove.parameters).map(([name, expression]) => [
        name,
        String(evaluate(expression, entry)),
      ]),
    );
    await callOperation(ctx, { op, phase: `cleanup ${phase}`, given, report: false });
  }
};

export const runStatefulPass = async (
  ctx: CallContext,
  selected: (op: ContractOp) => boolean,
  unsafe: boolean,
  log: (line: string) => void = () => undefined,
): Promise<StatefulSummary> => {
  const chains = buildChains(ctx.contract.ops, selected);
  const names = checkNamesOf('stateful');
  const summary: StatefulSummary = { chains: chains.length, walked: 0, failed: 0, steps: 0 };
  for (const chain of chains) {
    const root = chain.steps[0]!.op;
    const phase = `stateful: ${chain.name}`;
    const row: OperationResult = {
      operationId: root.operationId,
      tag: root.tag,
      method: root.method,
      path: root.path,
      phase,
      verdict: 'SKIP',
      checks: [],
    };
    if (!unsafe || !ctx.token) {
      ctx.results.push({
        ...row,
        skipReason: unsafe ? 'no token (login failed)' : 'the chain writes: give --unsafe',
      });
      continue;
    }
    log(`stateful: ${chain.name}`);
    const walked = await walkChain(ctx, chain, phase);
    summary.steps += walked.done.filter((d) => d.outcome).length;
    const curl = walked.curls.join('\n');
    const checks = merge(names, walked.perStep, curl);
    const failed = checks.some((check) => check.verdict === 'fail');
    const last = walked.done.findLast((d) => d.outcome)?.outcome?.result;
    // A failure is filed under the step that failed; the chain's steps before it are its context.
    const failing = walked.perStep.find((entry) => entry.checks.some((check) => check.verdict === 'fail'));
    const culprit = failing && chain.steps[failing.index]?.op;
    if (culprit)
      Object.assign(row, {
        operationId: culprit.operationId,
        tag: culprit.tag,
        method: culprit.method,
        path: culprit.path,
      });
    if (!failed && walked.stop) {
      ctx.results.push({
        ...row,
        status: last?.status,
        ms: walked.ms,
        skipReason: `nothing to follow (${walked.stop})`,
      });
      continue;
    }
    summary.walked += 1;
    if (failed) summary.failed += 1;
    const note = walked.skippedSteps.length ? `steps skipped: ${walked.skippedSteps.join('; ')}` : undefined;
    ctx.results.push({
      ...row,
      verdict: failed ? 'FAIL' : 'PASS',
      status: last?.status,
      ms: walked.ms,
      checks,
      curl,
      skipReason: note,
    });
  }
  return summary;
};
