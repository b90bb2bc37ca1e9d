/**
 * Which values a record must carry as they were sent, from the schemas rather than from lists
 * kept by hand: every field of the request body that the response schema has too, under the same
 * name and with the same type and format (nested objects field by field), unless the link lists
 * it in `x-not-echoed` (JSON pointers: a password, a value the backend normalises). Arrays count
 * as one value.
 */
import { deref, type JsonSchema } from './contract.ts';

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A schema with its references resolved and the properties of its allOf parts merged in. */
const flat = (doc: Node, raw: unknown, depth = 0): Node => {
  if (!isObject(raw) || depth > 20) return {};
  const schema = deref(doc, raw);
  const parts = Array.isArray(schema.allOf) ? schema.allOf.map((part) => flat(doc, part, depth + 1)) : [];
  const properties = Object.assign(
    {},
    ...parts.map((part) => (isObject(part.properties) ? part.properties : {})),
    isObject(schema.properties) ? schema.properties : {},
  ) as Node;
  const type = schema.type ?? parts.find((part) => part.type !== undefined)?.type;
  return { ...schema, type, properties };
};

const kind = (schema: Node) => {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return `${String(type === 'integer' ? 'number' : type)}:${String(schema.format ?? '')}`;
};

/**
 * The JSON pointers of the fields `sent` and the response schema share (same name, type and
 * format), with the value sent: what a read of the record must give back.
 */
export const echoedFields = (
  doc: Node,
  requestSchema: JsonSchema | undefined,
  responseSchema: JsonSchema | undefined,
  sent: unknown,
  skip: readonly string[] = [],
  at = '',
): { pointer: string; value: unknown }[] => {
  if (!isObject(sent) || !requestSchema || !responseSchema) return [];
  const request = flat(doc, requestSchema);
  const response = flat(doc, responseSchema);
  const requestProps = request.properties as Node;
  const responseProps = response.properties as Node;
  const out: { pointer: string; value: unknown }[] = [];
  for (const [name, value] of Object.entries(sent)) {
    const pointer = `${at}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (skip.includes(pointer) || value === undefined || value === null) continue;
    if (!(name in requestProps) || !(name in responseProps)) continue;
    const [from, to] = [flat(doc, requestProps[name]), flat(doc, responseProps[name])];
    if (kind(from) !== kind(to)) continue;
    if (isObject(value)) out.push(...echoedFields(doc, from, to, value, skip, pointer));
    else out.push({ pointer, value });
  }
  return out;
};

/** The schema of an operation's first success answer in JSON. */
export const successSchema = (op: {
  responses: Record<string, { schemas: Record<string, JsonSchema | undefined> }>;
}): JsonSchema | undefined => {
  const status = Object.keys(op.responses).find((code) => /^2/.test(code));
  const schemas = status ? op.responses[status]?.schemas : undefined;
  return schemas?.['application/json'] ?? Object.values(schemas ?? {})[0];
};
