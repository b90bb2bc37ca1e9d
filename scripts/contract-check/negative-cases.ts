/**
 * Inputs that break exactly one rule the contract states, for the negative pass: a query
 * parameter outside its minimum or maximum, of the wrong type, an unknown enum value, a broken
 * format, a missing required parameter; a request body (the contract's example) with a required
 * field missing, a field of the wrong type, an unknown enum value or a value outside its bounds;
 * a multipart body without its required part, or malformed. A backend must refuse each with 400.
 * Wrong types are ones Jackson refuses too (an object for a string, text for a number), so a
 * lenient but correct Java backend is not reported.
 */
import { deref, type Param } from './contract.ts';

type Node = Record<string, unknown>;

/** One broken input: what it breaks, and what is sent instead of the valid values. */
export interface NegativeCase {
  label: string;
  /** The query to send (all required parameters valid except the broken one). */
  query: [string, string][];
  /** The raw body and its content type, for body cases. */
  body?: { text: string; contentType: string };
}

const schemaOf = (doc: Node, raw: unknown): Node | undefined =>
  typeof raw === 'object' && raw !== null ? deref(doc, raw as Node) : undefined;

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** A text that breaks a pattern, if one of a few simple candidates does. */
const notMatching = (pattern: string) => {
  try {
    const regex = new RegExp(pattern, 'u');
    return ['!', ' ', '0', '~~', 'x'].find((candidate) => !regex.test(candidate));
  } catch {
    return undefined;
  }
};

/**
 * The values that break one rule of a scalar schema, each with a label. Texts are what a query
 * carries; `json` is the value a JSON body carries instead.
 */
export const brokenValues = (doc: Node, raw: unknown): { label: string; text: string; json: unknown }[] => {
  const schema = schemaOf(doc, raw);
  if (!schema) return [];
  const out: { label: string; text: string; json: unknown }[] = [];
  const add = (label: string, json: unknown) =>
    out.push({ label, json, text: typeof json === 'string' ? json : JSON.stringify(json) });
  const type = schema.type;
  if (Array.isArray(schema.enum) && schema.enum.length) add('an unknown enum value', 'NOT_A_CONTRACT_VALUE');
  if (schema.const !== undefined)
    add(`not ${JSON.stringify(schema.const)}`, schema.const === true ? false : 'NOT_THE_CONSTANT');
  if (type === 'integer' || type === 'number') {
    const [max, min] = [num(schema.maximum), num(schema.minimum)];
    const [exclusiveMax, exclusiveMin] = [num(schema.exclusiveMaximum), num(schema.exclusiveMinimum)];
    if (max !== undefined) add(`above the maximum ${max}`, max + 1);
    if (exclusiveMax !== undefined) add(`not below the exclusive maximum ${exclusiveMax}`, exclusiveMax);
    if (min !== undefined) add(`below the minimum ${min}`, min - 1);
    if (exclusiveMin !== undefined) add(`not above the exclusive minimum ${exclusiveMin}`, exclusiveMin);
    add(`not a${type === 'integer' ? 'n integer' : ' number'}`, 'not-a-number');
  } else if (type === 'boolean') {
    add('not a boolean', 'not-a-boolean');
  } else if (type === 'string' && !schema.enum) {
    const [maxLength, minLength] = [num(schema.maxLength), num(schema.minLength)];
    if (maxLength !== undefined) add(`longer than ${maxLength} characters`, 'x'.repeat(maxLength + 1));
    if (minLength !== undefined && minLength > 0)
      add(`shorter than ${minLength} characters`, 'x'.repeat(minLength - 1));
    if (schema.format === 'date-time' || schema.format === 'date')
      add(`not a ${schema.format}`, 'not-a-date');
    if (schema.format === 'email') add('not an e-mail address', 'not-an-e-mail');
    const broken = typeof schema.pattern === 'string' ? notMatching(schema.pattern) : undefined;
    if (broken !== undefined) add(`not matching ${schema.pattern}`, broken);
  }
  return out;
};

/** A value of another JSON type than the schema's, one Jackson refuses as well. */
const wrongType = (schema: Node): unknown => {
  switch (schema.type) {
    case 'string':
      return { unexpected: 'object' };
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'not-a-boolean';
    case 'array':
      return 'not-an-array';
    case 'object':
      return 'not-an-object';
    default:
      return undefined;
  }
};

const queryPairs = (param: Param, value: unknown): [string, string][] => {
  if (!Array.isArray(value)) return [[param.name, String(value)]];
  if (param.explode === false) return [[param.name, value.map(String).join(',')]];
  return value.map((item) => [param.name, String(item)]);
};

/**
 * The query cases of an operation: each query parameter broken in every way its schema allows
 * (an array parameter through its items), and each required one left out. `valid` is the query
 * the positive pass sends (the required parameters).
 */
export const queryCases = (doc: Node, params: Param[], valid: [string, string][]): NegativeCase[] => {
  const cases: NegativeCase[] = [];
  for (const param of params.filter((candidate) => candidate.in === 'query')) {
    const others = valid.filter(([name]) => name !== param.name);
    if (param.required) cases.push({ label: `query ${param.name} missing (required)`, query: others });
    const schema = schemaOf(doc, param.schema);
    const isArray = schema?.type === 'array';
    for (const broken of brokenValues(doc, isArray ? schema.items : schema)) {
      const value = isArray ? [broken.text] : broken.text;
      cases.push({
        label: `query ${param.name} ${broken.label}`,
        query: [...others, ...queryPairs(param, value)],
      });
    }
  }
  return cases;
};

const json = (value: unknown) => ({ text: JSON.stringify(value), contentType: 'application/json' });

/** Covered by the wrong-type case of the body (one per body is enough). */
const WRONG_TYPES = ['not a number', 'not an integer', 'not a boolean'];

/**
 * The body cases of an operation with a JSON body: its first example with one rule broken,
 * first the required field left out, then per kind the first property that has such a rule.
 */
export const jsonBodyCases = (doc: Node, rawSchema: unknown, example: unknown): NegativeCase[] => {
  const schema = schemaOf(doc, rawSchema);
  if (!schema || typeof example !== 'object' || example === null || Array.isArray(example)) return [];
  const base = example as Node;
  const properties = Object.entries((schema.properties ?? {}) as Record<string, unknown>).map(
    ([name, raw]) => [name, schemaOf(doc, raw) ?? {}] as const,
  );
  const cases: NegativeCase[] = [];
  const withValue = (name: string, value: unknown) => json({ ...base, [name]: value });
  const required = ((schema.required ?? []) as string[])[0];
  if (required !== undefined) {
    const { [required]: _left, ...rest } = base;
    cases.push({ label: `body field ${required} missing (required)`, query: [], body: json(rest) });
  }
  const typed = properties.find(([, property]) => wrongType(property) !== undefined);
  if (typed)
    cases.push({
      label: `body field ${typed[0]} of the wrong type (not ${String(typed[1].type)})`,
      query: [],
      body: withValue(typed[0], wrongType(typed[1])),
    });
  const seen = new Set<string>();
  for (const [name, property] of properties) {
    const items = property.type === 'array' ? schemaOf(doc, property.items) : undefined;
    for (const broken of brokenValues(doc, items ?? property)) {
      const kind = broken.label.split(' ').slice(0, 2).join(' ');
      if (seen.has(kind) || WRONG_TYPES.includes(broken.label)) continue;
      seen.add(kind);
      cases.push({
        label: `body field ${name}${items ? ' item' : ''} ${broken.label}`,
        query: [],
        body: withValue(name, items ? [broken.json] : broken.json),
      });
    }
  }
  return cases;
};

const BOUNDARY = 'contract-check-boundary';

/** Multipart cases: the required part left out, and a body that is not multipart at all. */
export const multipartCases = (requiredPart: string | undefined): NegativeCase[] => {
  const contentType = `multipart/form-data; boundary=${BOUNDARY}`;
  const other = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="unrelated"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`;
  return [
    ...(requiredPart
      ? [
          {
            label: `multipart part ${requiredPart} missing (required)`,
            query: [],
            body: { text: other, contentType },
          },
        ]
      : []),
    { label: 'multipart body malformed', query: [], body: { text: 'this is not multipart', contentType } },
  ];
};
