/**
 * The breaking changes `redocly diff` (its diff-recommended rules, redocly-diff.ts) does not find,
 * between two bundled contracts (OpenAPI JSON, references within):
 * - a required request body where there was none;
 * - a required response header made optional (a client reads it unconditionally);
 * - security added to an operation that was open (its clients call it without a token);
 * - a property added to a response object closed to unknown ones (`additionalProperties: false`:
 *   a client validating strictly, as the portal's generated zod schemas do, refuses it).
 * Operations are matched by method and path template with the parameter names left out, so a
 * renamed path parameter (the same on the wire) is no removal. docs/contract-check.md lists which
 * rule each tool implements.
 */
type Node = Record<string, unknown>;

export interface Break {
  /** Where: `GET /payments/{id} response 200 header x-rate`. */
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

/** The path template without its parameter names: `/payments/{}`. */
export const pathShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** Whether an operation may be called without a token (its own security, else the document's). */
const isOpen = (doc: Node, op: Node) => {
  const security = (op.security ?? doc.security) as unknown;
  return (
    !Array.isArray(security) ||
    security.length === 0 ||
    security.some((req) => isNode(req) && !Object.keys(req).length)
  );
};

/** Properties added to a closed response object, recursively (depth-limited, references resolved). */
const closedAdditions = (
  oldDoc: Node,
  newDoc: Node,
  was: unknown,
  now: unknown,
  at: string,
  out: Break[],
  depth = 0,
) => {
  if (depth > 20) return;
  const [before, after] = [resolve(oldDoc, was), resolve(newDoc, now)];
  const oldProps = isNode(before.properties) ? before.properties : {};
  const newProps = isNode(after.properties) ? after.properties : {};
  if (after.additionalProperties === false)
    for (const name of Object.keys(newProps))
      if (!(name in oldProps))
        out.push({ at: `${at}/${name}`, what: 'property added to a closed response object' });
  for (const name of Object.keys(oldProps))
    if (name in newProps)
      closedAdditions(oldDoc, newDoc, oldProps[name], newProps[name], `${at}/${name}`, out, depth + 1);
  if (before.items !== undefined && after.items !== undefined)
    closedAdditions(oldDoc, newDoc, before.items, after.items, `${at}/items`, out, depth + 1);
};

/** The operations of a contract by method and path shape. */
const operationsOf = (doc: Node) => {
  const found = new Map<string, { path: string; item: Node; op: Node }>();
  for (const [path, raw] of Object.entries((doc.paths ?? {}) as Record<string, unknown>)) {
    const item = resolve(doc, raw);
    for (const method of METHODS)
      if (isNode(item[method]))
        found.set(`${method} ${pathShape(path)}`, { path, item, op: item[method] as Node });
  }
  return found;
};

const jsonSchemaOf = (doc: Node, holder: unknown) => {
  const content = resolve(doc, holder).content;
  if (!isNode(content)) return undefined;
  const type = Object.keys(content).find((name) => name.includes('json'));
  return type ? (content[type] as Node | undefined)?.schema : undefined;
};

/** Every breaking change from `oldDoc` to `newDoc` that the rules here hold, in the old contract's order. */
export const breakingChanges = (oldDoc: Node, newDoc: Node): Break[] => {
  const out: Break[] = [];
  const after = operationsOf(newDoc);
  for (const [key, before] of operationsOf(oldDoc)) {
    const now = after.get(key);
    if (!now) continue; // a removed operation is redocly's operation-removed
    const name = `${key.split(' ')[0]!.toUpperCase()} ${now.path}`;
    if (!before.op.requestBody && now.op.requestBody && resolve(newDoc, now.op.requestBody).required === true)
      out.push({ at: `${name} request body`, what: 'new required request body' });
    if (isOpen(oldDoc, before.op) && !isOpen(newDoc, now.op))
      out.push({ at: name, what: 'security added to an open operation' });
    const oldResponses = (before.op.responses ?? {}) as Node;
    const newResponses = (now.op.responses ?? {}) as Node;
    for (const status of Object.keys(oldResponses)) {
      if (!(status in newResponses)) continue;
      const [was, is] = [resolve(oldDoc, oldResponses[status]), resolve(newDoc, newResponses[status])];
      const oldHeaders = isNode(was.headers) ? was.headers : {};
      const newHeaders = isNode(is.headers) ? is.headers : {};
      for (const [header, raw] of Object.entries(oldHeaders))
        if (
          resolve(oldDoc, raw).required === true &&
          header in newHeaders &&
          resolve(newDoc, newHeaders[header]).required !== true
        )
          out.push({
            at: `${name} response ${status} header ${header}`,
            what: 'required header made optional',
          });
      const [oldSchema, newSchema] = [jsonSchemaOf(oldDoc, was), jsonSchemaOf(newDoc, is)];
      if (oldSchema && newSchema)
        closedAdditions(oldDoc, newDoc, oldSchema, newSchema, `${name} response ${status} `, out);
    }
  }
  return out;
};

export const formatBreak = (item: Break) => `BREAKING ${item.at}: ${item.what}`;
