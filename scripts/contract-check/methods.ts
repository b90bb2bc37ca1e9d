/**
 * The methods pass: every path of the selected operations is called with methods the contract
 * does not declare on it, which the backend must refuse (405 with Allow, or 404), never with a
 * 2xx or a 5xx. TRACE always, and GET where the path declares none (both cannot change data);
 * with --unsafe also the first undeclared write method (POST, PUT, PATCH, DELETE), which a
 * backend that implements more than its contract says would carry out.
 */
import { mergedResult, sendCase, type CaseCall } from './cases.ts';
import type { CallContext } from './call.ts';
import { notServerErrorOf, unsupportedMethod } from './checks.ts';
import type { ContractOp } from './contract.ts';
import { buildTarget, exampleOf } from './params.ts';
import { checkNamesOf } from './types.ts';

const PHASE = 'methods';
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The methods to try on a path, given the ones it declares. */
export const undeclaredProbes = (declared: Set<string>, unsafe: boolean): string[] => {
  const write = WRITES.find((method) => !declared.has(method));
  return ['TRACE', ...(declared.has('GET') ? [] : ['GET']), ...(unsafe && write ? [write] : [])];
};

const templateRegex = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * The methods the contract declares for a concrete path: those of every path template it matches
 * (`PUT /invoices/cancel` reaches `PUT /invoices/{id}`, so PUT is not undeclared there).
 */
const declaredFor = (ctx: CallContext, target: string) =>
  new Set(ctx.contract.ops.filter((op) => templateRegex(op.path).test(target)).map((op) => op.method));

/** The path with its parameters filled from the contract's examples (the value does not matter). */
export const examplePath = (ctx: CallContext, op: ContractOp) => {
  const values = Object.fromEntries(
    op.params
      .filter((param) => param.in === 'path')
      .map((param) => [param.name, String(exampleOf(ctx.contract.doc, param) ?? 'contract-check')]),
  );
  return buildTarget(op.path, values, []);
};

export const runMethodsPass = async (
  ctx: CallContext,
  selected: (op: ContractOp) => boolean,
  unsafe: boolean,
  log: (line: string) => void = () => undefined,
) => {
  const paths = [...new Set(ctx.contract.ops.filter(selected).map((op) => op.path))];
  for (const path of paths) {
    const onPath = ctx.contract.ops.filter((op) => op.path === path);
    const op = onPath.find(selected) ?? onPath[0];
    if (!op) continue;
    const target = examplePath(ctx, op);
    const probes = undeclaredProbes(declaredFor(ctx, target), unsafe);
    log(`methods: ${probes.join(', ')} ${path}`);
    const calls: CaseCall[] = [];
    for (const method of probes) {
      calls.push(
        await sendCase(ctx, op, { label: method, method, target }, (answer, curl) => [
          notServerErrorOf(answer, curl),
          unsupportedMethod(answer, curl),
        ]),
      );
    }
    ctx.results.push(mergedResult(op, PHASE, probes.join(','), checkNamesOf(PHASE), calls));
  }
};
