/**
 * --unsafe: create -> read -> update -> delete flows for the resources that allow it, with the
 * contract's request body examples (their example ids replaced by real ones seen in this run).
 * Every step is checked like any call. What a flow created is removed at the end, newest first
 * (a paylink before the product it sells, the customer last).
 */
import { callOperation, type CallContext } from './call.ts';
import type { ContractOp } from './contract.ts';
import { exampleOf, fillIds } from './params.ts';

export interface FlowStep {
  operationId: string;
  /** Name of the request body example to use; the first one otherwise. */
  example?: string;
}

export interface FlowDef {
  name: string;
  create: FlowStep;
  /** The field of the created resource that identifies it ('id' unless said). */
  idField?: string;
  read?: FlowStep;
  update?: FlowStep;
  /** How the resource goes away: deleted at the end (cleanup) or right away (deactivate, cancel). */
  remove: FlowStep & { atEnd: boolean };
}

export const FLOWS: FlowDef[] = [
  {
    name: 'customers',
    create: { operationId: 'createDebitor' },
    read: { operationId: 'getDebitor' },
    update: { operationId: 'updateDebitor' },
    remove: { operationId: 'deleteDebitor', atEnd: true },
  },
  {
    name: 'sepa mandates',
    create: { operationId: 'createSepaMandate' },
    read: { operationId: 'listSepaMandates' },
    remove: { operationId: 'deactivateSepaMandate', atEnd: false },
  },
  {
    name: 'payments',
    create: { operationId: 'createPayment' },
    read: { operationId: 'getPayment' },
    remove: { operationId: 'changePaymentState', example: 'cancel', atEnd: false },
  },
  {
    name: 'products',
    create: { operationId: 'createProduct' },
    read: { operationId: 'getProduct' },
    update: { operationId: 'updateProduct' },
    remove: { operationId: 'deleteProduct', atEnd: true },
  },
  {
    name: 'paylinks',
    create: { operationId: 'createPaylink' },
    read: { operationId: 'listPaylinks' },
    update: { operationId: 'updatePaylink' },
    remove: { operationId: 'deletePaylink', atEnd: true },
  },
  {
    name: 'api keys',
    create: { operationId: 'createApiKey' },
    idField: 'prefix',
    read: { operationId: 'listApiKeys' },
    remove: { operationId: 'deleteApiKey', atEnd: true },
  },
  {
    name: 'webhooks',
    create: { operationId: 'createWebhook' },
    read: { operationId: 'listWebhooks' },
    update: { operationId: 'updateWebhook' },
    remove: { operationId: 'deleteWebhook', atEnd: true },
  },
];

const bodyFor = (op: ContractOp, step: FlowStep, seenIds: Map<string, string>) => {
  const example = op.bodyExamples.find((candidate) => candidate.name === step.example) ?? op.bodyExamples[0];
  return example ? fillIds(example.value, seenIds) : undefined;
};

/** Only a call whose contract takes a body gets one (PATCH .../_deactivate takes none). */
const needsBody = (op: ContractOp) => op.requestBody !== undefined;

export const runFlows = async (
  ctx: CallContext,
  selected: (op: ContractOp) => boolean,
  log: (line: string) => void = () => undefined,
) => {
  const byId = new Map(ctx.contract.ops.map((op) => [op.operationId, op]));
  const cleanup: (() => Promise<unknown>)[] = [];
  const seenBefore = new Map(ctx.params.seenIds);

  const skipStep = (op: ContractOp, phase: string, reason: string) =>
    ctx.results.push({
      operationId: op.operationId,
      tag: op.tag,
      method: op.method,
      path: op.path,
      phase,
      verdict: 'SKIP',
      skipReason: reason,
      checks: [],
    });

  const step = async (flow: FlowDef, which: FlowStep, phase: string, id?: string) => {
    const op = byId.get(which.operationId);
    if (!op) return undefined;
    const pathParam = op.params.find((param) => param.in === 'path');
    const given = pathParam && id !== undefined ? { [pathParam.name]: id } : undefined;
    const body = needsBody(op) ? bodyFor(op, which, ctx.params.seenIds) : undefined;
    if (needsBody(op) && body === undefined) {
      skipStep(op, phase, 'the contract has no request body example');
      return undefined;
    }
    log(`  ${flow.name}: ${op.method} ${op.path}`);
    // The record was just created: a 404 for it is a failure, even where the contract declares 404.
    const justCreated = id === undefined ? undefined : { id, by: flow.create.operationId };
    return callOperation(ctx, { op, phase, given, body, justCreated });
  };

  for (const flow of FLOWS) {
    const createOp = byId.get(flow.create.operationId);
    if (!createOp || !selected(createOp)) continue;
    const phase = `flow ${flow.name}`;
    const created = await step(flow, flow.create, phase);
    const field = flow.idField ?? 'id';
    const raw = (created?.json as Record<string, unknown> | undefined)?.[field];
    const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
    const rest = [flow.read, flow.update, flow.remove].filter((s): s is FlowStep => !!s);
    if (!created || created.result.verdict === 'SKIP' || id === undefined) {
      const why =
        created?.result.skipReason ?? `answered ${created?.result.status ?? 'nothing'}, no ${field}`;
      for (const later of rest) {
        const op = byId.get(later.operationId);
        if (op) skipStep(op, phase, `nothing created (${flow.create.operationId}: ${why})`);
      }
      continue;
    }
    // Later request bodies that name this resource's example id get the created one.
    for (const later of rest) {
      const param = byId.get(later.operationId)?.params.find((p) => p.in === 'path');
      const example = param ? exampleOf(ctx.contract.doc, param) : undefined;
      if (typeof example === 'string') ctx.params.seenIds.set(example, id);
    }
    for (const later of [flow.read, flow.update]) {
      const op = later && byId.get(later.operationId);
      if (later && op && selected(op)) await step(flow, later, phase, id);
    }
    if (flow.remove.atEnd) cleanup.push(() => step(flow, flow.remove, `cleanup ${flow.name}`, id));
    else await step(flow, flow.remove, phase, id);
  }
  // Removal is not optional: whatever was created goes, even when --exclude names the delete call.
  for (const remove of cleanup.reverse()) await remove();
  // The ids seen before the flows again: what the flows created is gone now.
  ctx.params.seenIds.clear();
  for (const [example, id] of seenBefore) ctx.params.seenIds.set(example, id);
};
