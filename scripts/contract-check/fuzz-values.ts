/**
 * The values the fuzz pass builds its requests from: valid ones faked from a schema by
 * json-schema-faker (seeded by fast-check, so a run repeats), the edges of a schema's ranges and
 * lengths, and strings that break parsers, encoders and length limits.
 */
import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';
import { deref, inlineSchema, type JsonSchema } from './contract.ts';

export type Node = Record<string, unknown>;

/** Boundary values count as broken: one step outside a range is one. */
export type FuzzKind = 'valid' | 'broken' | 'no token';

export interface FuzzCase {
  kind: FuzzKind;
  /** What the request does to the operation's input, such as `query size 1001`. */
  label: string;
  path: Record<string, string>;
  query: [string, string][];
  body?: { text: string; contentType: string };
  withToken: boolean;
}

/** The valid request the cases start from: path ids chained from lists, the required query, the body example. */
export interface FuzzBase {
  path: Record<string, string>;
  query: [string, string][];
  bodyExample?: unknown;
}

/** Long enough for any URL limit of a gateway or servlet container (8 KiB is common). */
export const LONG_LENGTH = 10000;

export interface Labelled<T> {
  label: string;
  value: T;
}

export const labelled = <T>(label: string, value: T): Labelled<T> => ({ label, value });

export const schemaOf = (doc: Node, raw: unknown): Node | undefined =>
  typeof raw === 'object' && raw !== null ? deref(doc, raw as Node) : undefined;

/** A value of the schema from json-schema-faker, driven by a seed fast-check generates. */
export const fakeOf = (doc: Node, raw: unknown): fc.Arbitrary<unknown> => {
  const schema = schemaOf(doc, raw);
  if (!schema) return fc.constant(undefined);
  const inlined = inlineSchema(doc, schema) as JsonSchema;
  return fc.integer({ min: 1, max: 0x7fffffff }).map((seed) => {
    try {
      return generateSync(inlined as never, { seed, optionalsProbability: 0.5, maxItems: 3, maxLength: 40 });
    } catch {
      return undefined;
    }
  });
};

export const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The values at the edges of a scalar schema: in range and one step outside. */
export const boundaryValues = (doc: Node, raw: unknown): Labelled<unknown>[] => {
  const schema = schemaOf(doc, raw);
  if (!schema) return [];
  const out: Labelled<unknown>[] = [];
  const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
  if (schema.type === 'integer' || schema.type === 'number') {
    const step = schema.type === 'integer' ? 1 : 0.01;
    const [min, max] = [num(schema.minimum), num(schema.maximum)];
    const [exclusiveMin, exclusiveMax] = [num(schema.exclusiveMinimum), num(schema.exclusiveMaximum)];
    if (min !== undefined)
      out.push(
        labelled(`${min} (the minimum)`, min),
        labelled(`${min - step} (below the minimum)`, min - step),
      );
    if (max !== undefined)
      out.push(
        labelled(`${max} (the maximum)`, max),
        labelled(`${max + step} (above the maximum)`, max + step),
      );
    if (exclusiveMin !== undefined)
      out.push(labelled(`${exclusiveMin} (the exclusive minimum)`, exclusiveMin));
    if (exclusiveMax !== undefined)
      out.push(labelled(`${exclusiveMax} (the exclusive maximum)`, exclusiveMax));
    out.push(labelled('-1', -1), labelled('2^53', 2 ** 53));
  } else if (schema.type === 'string' && !schema.enum) {
    const [minLength, maxLength] = [num(schema.minLength), num(schema.maxLength)];
    if (maxLength !== undefined)
      out.push(
        labelled(`${maxLength} characters (the maximum)`, 'x'.repeat(maxLength)),
        labelled(`${maxLength + 1} characters (one too many)`, 'x'.repeat(maxLength + 1)),
      );
    if (minLength !== undefined)
      out.push(labelled(`${minLength} characters (the minimum)`, 'x'.repeat(minLength)));
    out.push(labelled('empty', ''));
  }
  return out;
};

/** Strings that break parsers, encoders and length limits. */
export const hostileText = fc.oneof(
  fc.constantFrom(
    labelled(`${LONG_LENGTH} characters`, 'x'.repeat(LONG_LENGTH)),
    labelled('a NUL byte', 'a\u0000b'),
    labelled('quotes and brackets', `'"<>{}[]\\`),
    labelled('a percent sign', '100%'),
    labelled('dot-dot', '..'),
    labelled('an emoji', '\u{1F4B6}\u{1F600}'),
  ),
  fc
    .string({ unit: 'grapheme', maxLength: 20 })
    .map((value) => labelled(`text ${JSON.stringify(value)}`, value)),
);
