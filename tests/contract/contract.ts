/**
 * Reads the bundled contract (src-generated/openapi.json) for the contract tests and the inventory
 * script. Only the parts of OpenAPI these checks look at are typed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface MediaType {
  schema?: { $ref?: string } & Record<string, unknown>;
  example?: Json;
  examples?: Record<string, { value?: Json; $ref?: string }>;
}
export interface Response {
  $ref?: string;
  description?: string;
  headers?: Record<string, { required?: boolean; example?: Json }>;
  content?: Record<string, MediaType>;
}
export interface Parameter {
  $ref?: string;
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  example?: Json;
}
export interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, Response>;
  'x-inferred'?: boolean;
}
export interface Contract {
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation | Parameter[]>>;
  components: {
    schemas: Record<string, { examples?: Json[]; required?: string[]; properties?: Record<string, unknown> }>;
    responses?: Record<string, Response>;
    parameters?: Record<string, Parameter>;
  };
}

export interface ContractOperation {
  method: string;
  path: string;
  op: Operation;
  /** Path-level and operation-level parameters, with references resolved. */
  parameters: Parameter[];
}

export const root = process.cwd();
export const contract = JSON.parse(
  readFileSync(join(root, 'src-generated/openapi.json'), 'utf8'),
) as Contract;

const methods = ['get', 'post', 'put', 'patch', 'delete'];

const resolveRef = <T>(ref: string): T => {
  const parts = ref.replace(/^#\//, '').split('/');
  let node: unknown = contract;
  for (const part of parts)
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node as T;
};

export const resolve = <T extends { $ref?: string }>(item: T): T =>
  item.$ref ? resolve(resolveRef<T>(item.$ref)) : item;

export const contractOperations: ContractOperation[] = Object.entries(contract.paths).flatMap(
  ([path, item]) => {
    const shared = ((item.parameters as Parameter[] | undefined) ?? []).map(resolve);
    return methods
      .filter((method) => item[method])
      .map((method) => {
        const op = item[method] as Operation;
        return {
          method: method.toUpperCase(),
          path,
          op,
          parameters: [...shared, ...(op.parameters ?? []).map(resolve)],
        };
      });
  },
);

/** The component schema a media type refers to directly, if any. */
export const referencedSchema = (media: MediaType) => {
  const ref = media.schema?.$ref;
  return ref?.startsWith('#/components/schemas/')
    ? contract.components.schemas[ref.split('/').pop() ?? '']
    : undefined;
};

/** Every example of a media type: its `example`, its named `examples` and the referenced schema's `examples`. */
export const mediaExamples = (media: MediaType): { label: string; value: Json }[] => {
  const found: { label: string; value: Json }[] = [];
  if (media.example !== undefined) found.push({ label: 'example', value: media.example });
  for (const [name, entry] of Object.entries(media.examples ?? {})) {
    const value = resolve(entry).value;
    if (value !== undefined) found.push({ label: `examples.${name}`, value });
  }
  const schema = referencedSchema(media);
  (schema?.examples ?? []).forEach((value, index) =>
    found.push({ label: `${media.schema?.$ref?.split('/').pop()}.examples[${index}]`, value }),
  );
  return found;
};

export const isProtected = (op: Operation) => !(Array.isArray(op.security) && op.security.length === 0);
export const label = ({ method, path, op }: ContractOperation) =>
  `${op.operationId ?? '?'} (${method} ${path})`;
