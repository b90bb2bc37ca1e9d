/**
 * The breaking changes between two bundled contracts (OpenAPI JSON, references within): what a
 * client written against the old one would trip over in the new one.
 * - removed: an operation, a declared status, a response field, an enum value;
 * - added: a required parameter, a required request field;
 * - narrowed: a type (a request no longer takes a type, an answer may bring a new one), a format
 *   changed, a request bound tightened (min/max, lengths, item counts, a pattern);
 * - a response field made optional.
 * Each break is one line that names where it is.
 */
type Node = Record<string, unknown>;

export interface Break {
  /** Where: `GET /payments/{id} response 200 /amount`. */
  at: string;
  what: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const resolve = (doc: Node, node: unknown, seen = 0): Node => {
  if (!isNode(node)) return {};
  if (typeof node.$ref !== 'string' || seen > 20) return node;
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, part) => (isNode(at) ? at[part] : undefined), doc);
  return resolve(doc, target, seen + 1);
};

const typesOf = (schema: Node): string[] => {
  const raw = schema.type;
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  if (schema.nullable === true) list.push('null');
  // An integer is a number too: `integer` -> `number` widens, the reverse narrows.
  return [...new Set(list)];
};

const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'] as const;
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'] as const;

type Side = 'request' | 'response';

interface Walk {
  oldDoc: Node;
  newDoc: Node;
  side: Side;
  out: Break[];
  /** Schema pairs under comparison, so recursive schemas end. */
  seen: Set<string>;
}

const compareSchema = (walk: Walk, rawOld: unknown, rawNew: unknown, at: string, depth = 0) => {
  if (depth > 30) return;
  const key = `${JSON.stringify(rawOld)?.slice(0, 200)}|${JSON.stringify(rawNew)?.slice(0, 200)}|${walk.side}`;
  if (isNode(rawOld) && typeof rawOld.$ref === 'string') {
    if (walk.seen.has(key)) return;
    walk.seen.add(key);
  }
  const before = resolve(walk.oldDoc, rawOld);
  const after = resolve(walk.newDoc, rawNew);
  const report = (what: string) => walk.out.push({ at: at.trim() || '/', what });
  const [oldTypes, newTypes] = [typesOf(before), typesOf(after)];
  if (oldTypes.length && newTypes.length) {
    const widened = (from: string[], to: string[]) =>
      from.filter((type) => !to.includes(type) && !(type === 'integer' && to.includes('number')));
    const lost = walk.side === 'request' ? widened(oldTypes, newTypes) : widened(newTypes, oldTypes);
    if (lost.length) report(`type changed from ${oldTypes.join('|')} to ${newTypes.join('|')}`);
  }
  if (before.format !== after.format && (after.format !== undefined || walk.side === 'response'))
    report(`format changed from ${String(before.format ?? 'none')} to ${String(after.format ?? 'none')}`);
  if (Array.isArray(before.enum)) {
    const removed = before.enum.filter((value) => !Array.isArray(after.enum) || !after.enum.includes(value));
    if (Array.isArray(after.enum) && removed.length)
      report(
        `enum value${removed.length > 1 ? 's' : ''} removed: ${removed.map((v) => JSON.stringify(v)).join(', ')}`,
      );
  } else if (Array.isArray(after.enum) && walk.side === 'request') report('now limited to an enum');
  if (walk.side === 'request') {
    for (const bound of LOWER) {
      const [was, now] = [before[bound], after[bound]];
      if (typeof now === 'number' && (typeof was !== 'number' || now > was))
        report(`${bound} narrowed from ${String(was ?? 'none')} to ${now}`);
    }
    for (const bound of UPPER) {
      const [was, now] = [before[bound], after[bound]];
      if (typeof now === 'number' && (typeof was !== 'number' || now < was))
        report(`${bound} narrowed from ${String(was ?? 'none')} to ${now}`);
    }
    if (after.pattern !== undefined && after.pattern !== before.pattern)
      report(`pattern changed from ${String(before.pattern ?? 'none')} to ${String(after.pattern)}`);
  }
  const oldProps = (isNode(before.properties) ? before.properties : {}) as Node;
  const newProps = (isNode(after.properties) ? after.properties : {}) as Node;
  const oldRequired = new Set((before.required ?? []) as string[]);
  const newRequired = new Set((after.required ?? []) as string[]);
  for (const name of Object.keys(oldProps)) {
    const where = `${at}/${name}`;
    if (!(name in newProps)) {
      if (walk.side === 'response') walk.out.push({ at: where, what: 'field removed' });
      continue;
    }
    if (walk.side === 'response' && oldRequired.has(name) && !newRequired.has(name))
      walk.out.push({ at: where, what: 'field made optional' });
    compareSchema(walk, oldProps[name], newProps[name], where, depth + 1);
  }
  if (walk.side === 'request')
    for (const name of newRequired)
      if (!oldRequired.has(name)) walk.out.push({ at: `${at}/${name}`, what: 'new required field' });
  if (before.items !== undefined && after.items !== undefined)
    compareSchema(walk, before.items, after.items, `${at}/items`, depth + 1);
  for (const combiner of ['allOf', 'oneOf', 'anyOf'] as const) {
    const [was, now] = [before[combiner], after[combiner]];
    if (Array.isArray(was) && Array.isArray(now))
      was.forEach((part, index) => {
        if (index < now.length)
          compareSchema(walk, part, now[index], `${at}/${combiner}/${index}`, depth + 1);
      });
  }
};

interface Param {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

const paramsOf = (doc: Node, item: Node, op: Node): Param[] => {
  const own = ((op.parameters ?? []) as unknown[]).map((raw) => resolve(doc, raw) as unknown as Param);
  const shared = ((item.parameters ?? []) as unknown[]).map((raw) => resolve(doc, raw) as unknown as Param);
  return [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
};

const jsonSchemaOf = (doc: Node, holder: unknown) => {
  const content = resolve(doc, holder).content;
  if (!isNode(content)) return { content: undefined, schema: undefined };
  const type = Object.keys(content).find((name) => name.includes('json')) ?? Object.keys(content)[0];
  return { content, schema: type ? (content[type] as Node | undefined)?.schema : undefined };
};

/** Every breaking change from `oldDoc` to `newDoc`, in the order of the old contract's paths. */
export const breakingChanges = (oldDoc: Node, newDoc: Node): Break[] => {
  const out: Break[] = [];
  const oldPaths = (oldDoc.paths ?? {}) as Record<string, Node>;
  const newPaths = (newDoc.paths ?? {}) as Record<string, Node>;
  for (const [path, rawItem] of Object.entries(oldPaths)) {
    const oldItem = resolve(oldDoc, rawItem);
    const newItem = newPaths[path] ? resolve(newDoc, newPaths[path]) : undefined;
    for (const method of METHODS) {
      const oldOp = oldItem[method];
      if (!isNode(oldOp)) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const newOp = newItem?.[method];
      if (!isNode(newOp)) {
        out.push({ at: name, what: `operation removed (${String(oldOp.operationId ?? 'no operationId')})` });
        continue;
      }
      const oldParams = paramsOf(oldDoc, oldItem, oldOp);
      for (const param of paramsOf(newDoc, newItem!, newOp)) {
        const was = oldParams.find((p) => p.name === param.name && p.in === param.in);
        const where = `${name} ${param.in} parameter ${param.name}`;
        if (param.required && !was?.required) out.push({ at: where, what: 'new required parameter' });
        if (was)
          compareSchema(
            { oldDoc, newDoc, side: 'request', out, seen: new Set() },
            was.schema,
            param.schema,
            `${where} `,
          );
      }
      const oldBody = jsonSchemaOf(oldDoc, oldOp.requestBody);
      const newBody = jsonSchemaOf(newDoc, newOp.requestBody);
      if (!oldOp.requestBody && newOp.requestBody && resolve(newDoc, newOp.requestBody).required === true)
        out.push({ at: `${name} request body`, what: 'new required request body' });
      if (oldBody.schema && newBody.schema)
        compareSchema(
          { oldDoc, newDoc, side: 'request', out, seen: new Set() },
          oldBody.schema,
          newBody.schema,
          `${name} request `,
        );
      const oldResponses = (oldOp.responses ?? {}) as Node;
      const newResponses = (newOp.responses ?? {}) as Node;
      for (const status of Object.keys(oldResponses)) {
        if (!(status in newResponses)) {
          out.push({ at: `${name} response ${status}`, what: 'status removed' });
          continue;
        }
        const was = jsonSchemaOf(oldDoc, oldResponses[status]);
        const now = jsonSchemaOf(newDoc, newResponses[status]);
        for (const type of Object.keys(was.content ?? {}))
          if (now.content && !(type in now.content))
            out.push({ at: `${name} response ${status}`, what: `content type ${type} removed` });
        if (was.schema && now.schema)
          compareSchema(
            { oldDoc, newDoc, side: 'response', out, seen: new Set() },
            was.schema,
            now.schema,
            `${name} response ${status} `,
          );
      }
    }
  }
  return out;
};

export const formatBreak = (item: Break) => `BREAKING ${item.at}: ${item.what}`;
