/**
 * Values for an operation's parameters. Path ids are chained from list responses (the first
 * payment's id into GET /payments/{id}, ...); what no list provides comes from the contract's
 * examples, as do required query parameters (then defaults and enums).
 */
import { deref, type ContractOp, type JsonSchema, type Param } from './contract.ts';

type Node = Record<string, unknown>;

/** Where a path parameter's value comes from. */
export type IdSource =
  | { kind: 'list'; listOperationId: string; field: string }
  | { kind: 'example'; value: unknown }
  | { kind: 'none' };

/**
 * Parameters whose list is not the path's own collection: shared id parameters used under other
 * paths (/paperless/{id} is a payment, /donations/{id} too) and the specially named ones.
 */
const SPECIAL_SOURCES: Record<string, { collection: string; field: string }> = {
  PaymentId: { collection: '/payments', field: 'id' },
  DebitorId: { collection: '/debitors', field: 'id' },
  InvoiceId: { collection: '/invoices', field: 'id' },
  InstalmentPlanId: { collection: '/instalment-plans', field: 'id' },
  ProductId: { collection: '/products', field: 'id' },
  EbicsConnectionId: { collection: '/bankaccounts', field: 'ebicsConnectionReference' },
  creditId: { collection: '/credits', field: 'id' },
  prefix: { collection: '/apikeys', field: 'prefix' },
};

const listAt = (ops: ContractOp[], collection: string) =>
  ops.find((op) => op.method === 'GET' && op.path === collection);

/** The first example the contract gives for a parameter: example, examples, schema example, default, enum. */
export const exampleOf = (doc: Node, param: Param): unknown => {
  if (param.example !== undefined) return param.example;
  const named = Object.values(param.examples ?? {}).find((entry) => entry.value !== undefined);
  if (named) return named.value;
  return schemaExample(doc, param.schema);
};

const schemaExample = (doc: Node, raw: JsonSchema | undefined): unknown => {
  if (!raw) return undefined;
  const schema = deref(doc, raw);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.type === 'array') {
    const item = schemaExample(doc, schema.items as JsonSchema | undefined);
    return item === undefined ? undefined : [item];
  }
  return undefined;
};

export const idSource = (doc: Node, ops: ContractOp[], op: ContractOp, param: Param): IdSource => {
  const special = SPECIAL_SOURCES[param.refName ?? ''] ?? SPECIAL_SOURCES[param.name];
  const at = op.path.indexOf(`/{${param.name}}`);
  const collection = special?.collection ?? (at > 0 ? op.path.slice(0, at) : '');
  const list = collection ? listAt(ops, collection) : undefined;
  if (list && list !== op && !list.path.includes('{'))
    return { kind: 'list', listOperationId: list.operationId, field: special?.field ?? 'id' };
  const value = exampleOf(doc, param);
  return value === undefined ? { kind: 'none' } : { kind: 'example', value };
};

const firstArray = (node: unknown): { name: string; items: unknown[] } | undefined => {
  if (typeof node !== 'object' || node === null) return undefined;
  const entry = Object.entries(node).find(([, value]) => Array.isArray(value));
  return entry ? { name: entry[0], items: entry[1] as unknown[] } : undefined;
};

/**
 * The items of a list response: a plain array, the first array under `_embedded`, or else the
 * first array of the body itself (GET /bankaccounts answers `{ bankAccounts: [...] }`).
 */
export const listItems = (json: unknown): { name: string; items: unknown[] } | undefined => {
  if (Array.isArray(json)) return { name: 'items', items: json };
  const embedded = (json as Node | null)?._embedded;
  return embedded !== undefined ? firstArray(embedded) : firstArray(json);
};

/** The first item's value of `field` (an item without it is passed over). */
export const firstValue = (json: unknown, field: string): string | undefined => {
  for (const item of listItems(json)?.items ?? []) {
    const value = (item as Node | null)?.[field];
    if (typeof value === 'string' ? value !== '' : typeof value === 'number') return String(value);
  }
  return undefined;
};

export interface ListAnswer {
  status: number;
  json: unknown;
  /** Why the list call was skipped (the mock: 'no mock handler yet'). */
  note?: string;
}

export interface ParamContext {
  doc: Node;
  ops: ContractOp[];
  /** The answer of a list operation (called once, then cached); undefined when it could not be called. */
  list: (operationId: string) => Promise<ListAnswer | undefined>;
  /** Contract example id -> real id seen in this run, to fill request bodies in --unsafe flows. */
  seenIds: Map<string, string>;
}

export type Resolved = { path: Record<string, string>; query: [string, string][] } | { skip: string };

const queryPairs = (param: Param, value: unknown): [string, string][] => {
  if (!Array.isArray(value)) return [[param.name, String(value)]];
  if (param.explode === false) return [[param.name, value.map(String).join(',')]];
  return value.map((item) => [param.name, String(item)]);
};

export const resolveParams = async (
  ctx: ParamContext,
  op: ContractOp,
  given: Record<string, string> = {},
): Promise<Resolved> => {
  const path: Record<string, string> = {};
  for (const param of op.params.filter((p) => p.in === 'path')) {
    if (given[param.name] !== undefined) {
      path[param.name] = given[param.name] as string;
      continue;
    }
    const source = idSource(ctx.doc, ctx.ops, op, param);
    if (source.kind === 'none') return { skip: `no value for path parameter {${param.name}}` };
    if (source.kind === 'example') {
      path[param.name] = String(source.value);
      continue;
    }
    const answer = await ctx.list(source.listOperationId);
    if (!answer) return { skip: `no {${param.name}}: ${source.listOperationId} could not be called` };
    if (answer.status < 200 || answer.status > 299)
      return {
        skip: `no {${param.name}}: ${source.listOperationId} answered ${answer.status}${answer.note ? ` (${answer.note})` : ''}`,
      };
    const value = firstValue(answer.json, source.field);
    if (value === undefined) {
      const what = listItems(answer.json)?.name ?? 'items';
      const field = source.field === 'id' ? '' : ` with ${source.field}`;
      return { skip: `no {${param.name}}: ${source.listOperationId} returned no ${what}${field}` };
    }
    path[param.name] = value;
    const example = exampleOf(ctx.doc, param);
    if (typeof example === 'string') ctx.seenIds.set(example, value);
  }
  const query: [string, string][] = [];
  for (const param of op.params.filter((p) => p.in === 'query' && p.required)) {
    const value = exampleOf(ctx.doc, param);
    if (value === undefined) return { skip: `no value for required query parameter ${param.name}` };
    query.push(...queryPairs(param, value));
  }
  return { path, query };
};

/** The path and query to call: `/payments/7a6b...?size=10`. */
export const buildTarget = (template: string, path: Record<string, string>, query: [string, string][]) => {
  const filled = template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${filled}?${search}` : filled;
};

/** Replaces, anywhere in a request body example, contract example ids by the real ids seen in this run. */
export const fillIds = (value: unknown, seenIds: Map<string, string>): unknown => {
  if (typeof value === 'string') return seenIds.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => fillIds(item, seenIds));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillIds(item, seenIds)]));
  return value;
};
