/**
 * The parts of the bundled contract (src-generated/openapi.json) the check needs beyond the
 * operation index: parameters with their examples, responses per status (content types, schemas,
 * required headers) and request body examples. References are resolved here.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromJSONSchema, type ZodType } from 'zod';

export type JsonSchema = Record<string, unknown>;
type Node = Record<string, unknown>;

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** Name of the shared component parameter (PaymentId, DebitorId, ...), if any. */
  refName?: string;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  schema?: JsonSchema;
  style?: string;
  explode?: boolean;
}

export interface ResponseSpec {
  contentTypes: string[];
  /** The schema per content type (references unresolved; see toZod). */
  schemas: Record<string, JsonSchema | undefined>;
  requiredHeaders: { name: string; schema?: JsonSchema }[];
}

export interface ContractOp {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  isPublic: boolean;
  params: Param[];
  responses: Record<string, ResponseSpec>;
  bodyExamples: { name: string; value: unknown }[];
  /** The request body's content type and schema (references unresolved), when it takes one. */
  requestBody?: { contentType: string; schema?: JsonSchema };
  /** The OpenAPI links of its success responses: what an answer feeds into other operations. */
  links: Link[];
}

/**
 * An OpenAPI link. `parameters` and `requestBody` values are runtime expressions
 * (`$response.body#/id`, `$request.body#/emailAddress`) or constants; the link's `requestBody` is
 * merged over the target's body example. Extensions: `x-echoes` (JSON pointers whose values the
 * target answers as they were sent), `x-change` (fields an update link changes), `x-example` (the
 * name of the target's body example to send), `x-soft-delete` (on a delete link: the record stays
 * readable, without the fields listed).
 */
export interface Link {
  name: string;
  operationId: string;
  parameters: Record<string, unknown>;
  requestBody?: Record<string, unknown>;
  echoes: string[];
  change?: Record<string, unknown>;
  example?: string;
  /** A delete that keeps the record readable without these fields (`x-soft-delete`). */
  softDelete?: string[];
  /** Fields sent that the target need not give back as sent (`x-not-echoed`, JSON pointers). */
  notEchoed?: string[];
}

export interface Contract {
  ops: ContractOp[];
  doc: Node;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export const defaultContractFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../src-generated/openapi.json',
);

const lookup = (doc: Node, ref: string): Node => {
  let node: unknown = doc;
  for (const part of ref.replace(/^#\//, '').split('/'))
    node = (node as Node | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  if (!node) throw new Error(`Unresolved reference ${ref}`);
  return node as Node;
};

export const deref = (doc: Node, node: Node): Node =>
  typeof node.$ref === 'string' ? deref(doc, lookup(doc, node.$ref)) : node;

const toParam = (doc: Node, raw: Node): Param => {
  const ref = typeof raw.$ref === 'string' ? raw.$ref : undefined;
  const param = deref(doc, raw) as unknown as Param;
  return {
    ...param,
    required: param.required === true,
    refName: ref?.startsWith('#/components/parameters/') ? ref.split('/').pop() : undefined,
  };
};

const toResponse = (doc: Node, raw: Node): ResponseSpec => {
  const response = deref(doc, raw);
  const content = (response.content ?? {}) as Record<string, Node>;
  const headers = (response.headers ?? {}) as Record<string, Node>;
  return {
    contentTypes: Object.keys(content),
    schemas: Object.fromEntries(
      Object.entries(content).map(([type, media]) => [type, media.schema as JsonSchema | undefined]),
    ),
    requiredHeaders: Object.entries(headers)
      .map(([name, header]) => [name, deref(doc, header)] as const)
      .filter(([, header]) => header.required === true)
      .map(([name, header]) => ({ name: name.toLowerCase(), schema: header.schema as JsonSchema })),
  };
};

/** Every example of a request body: `example`, named `examples`, then the referenced schema's `examples`. */
const requestBodyOf = (doc: Node, op: Node): ContractOp['requestBody'] => {
  const content = (op.requestBody ? deref(doc, op.requestBody as Node).content : undefined) as
    Record<string, Node> | undefined;
  const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
  return contentType ? { contentType, schema: media?.schema as JsonSchema | undefined } : undefined;
};

const linksOf = (doc: Node, op: Node): Link[] =>
  Object.entries((op.responses ?? {}) as Record<string, Node>)
    .filter(([status]) => /^2/.test(status))
    .flatMap(([, raw]) => Object.entries((deref(doc, raw).links ?? {}) as Record<string, Node>))
    .map(([name, raw]) => {
      const link = deref(doc, raw);
      return {
        name,
        operationId: String(link.operationId),
        parameters: (link.parameters ?? {}) as Record<string, unknown>,
        requestBody: link.requestBody as Record<string, unknown> | undefined,
        echoes: (link['x-echoes'] ?? []) as string[],
        change: link['x-change'] as Record<string, unknown> | undefined,
        example: link['x-example'] as string | undefined,
        softDelete: link['x-soft-delete'] as string[] | undefined,
        notEchoed: link['x-not-echoed'] as string[] | undefined,
      };
    });

const bodyExamples = (doc: Node, op: Node): { name: string; value: unknown }[] => {
  const body = op.requestBody ? deref(doc, op.requestBody as Node) : undefined;
  const media = (body?.content as Record<string, Node> | undefined)?.['application/json'];
  if (!media) return [];
  const found: { name: string; value: unknown }[] = [];
  if (media.example !== undefined) found.push({ name: 'example', value: media.example });
  for (const [name, entry] of Object.entries((media.examples ?? {}) as Record<string, Node>)) {
    const value = deref(doc, entry).value;
    if (value !== undefined) found.push({ name, value });
  }
  const schema = media.schema ? deref(doc, media.schema as Node) : undefined;
  ((schema?.examples ?? []) as unknown[]).forEach((value, index) =>
    found.push({ name: `schema example ${index}`, value }),
  );
  return found;
};

export const readContract = (doc: Node): Contract => {
  const ops: ContractOp[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths as Record<string, Node>)) {
    const shared = ((rawItem.parameters ?? []) as Node[]).map((raw) => toParam(doc, raw));
    for (const method of METHODS) {
      const op = rawItem[method] as Node | undefined;
      if (!op?.operationId) continue;
      const own = ((op.parameters ?? []) as Node[]).map((raw) => toParam(doc, raw));
      const security = op.security ?? doc.security;
      ops.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        tag: ((op.tags ?? []) as string[])[0] ?? 'untagged',
        isPublic: Array.isArray(security) && security.length === 0,
        params: [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own],
        responses: Object.fromEntries(
          Object.entries((op.responses ?? {}) as Record<string, Node>).map(([status, raw]) => [
            status,
            toResponse(doc, raw),
          ]),
        ),
        bodyExamples: bodyExamples(doc, op),
        requestBody: requestBodyOf(doc, op),
        links: linksOf(doc, op),
      });
    }
  }
  return { ops, doc };
};

export const loadContract = (file: string = defaultContractFile): Contract =>
  readContract(JSON.parse(readFileSync(file, 'utf8')) as Node);

/** The contract's response spec for a status: exact ('404'), range ('4XX'), then 'default'. */
export const responseFor = (op: ContractOp, status: number): ResponseSpec | undefined =>
  op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;

/** Inlines references and makes objects with listed properties strict, as the generated zod is. */
const inline = (doc: Node, schema: unknown, depth = 0): unknown => {
  if (depth > 40 || typeof schema !== 'object' || schema === null) return schema;
  if (Array.isArray(schema)) return schema.map((item) => inline(doc, item, depth + 1));
  const node = deref(doc, schema as Node);
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'examples' || key === 'example' || key === 'description') continue;
    out[key] = inline(doc, value, depth + 1);
  }
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
};

/** A contract schema with its references inlined and its objects closed (the fuzz pass fakes values from it). */
export const inlineSchema = (doc: Node, schema: JsonSchema): unknown => inline(doc, schema);

const zodCache = new WeakMap<object, ZodType | Error>();

/** A zod schema for a contract schema (used for the statuses without a generated one). */
export const toZod = (doc: Node, schema: JsonSchema): ZodType => {
  let cached = zodCache.get(schema);
  if (!cached) {
    try {
      cached = fromJSONSchema(inline(doc, schema) as JsonSchema);
    } catch (error) {
      cached = error instanceof Error ? error : new Error(String(error));
    }
    zodCache.set(schema, cached);
  }
  if (cached instanceof Error) throw cached;
  return cached;
};
