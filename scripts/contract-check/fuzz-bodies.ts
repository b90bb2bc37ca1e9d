/**
 * The request bodies of the fuzz pass: valid ones (the example, or faked from the body schema),
 * and JSON and multipart bodies broken in every way a backend must refuse without failing.
 */
import fc from 'fast-check';
import type { ContractOp } from './contract.ts';
import {
  boundaryValues,
  hostileText,
  labelled,
  schemaOf,
  fakeOf,
  text,
  type FuzzBase,
  type FuzzCase,
  type Labelled,
  type Node,
} from './fuzz-values.ts';
import { brokenValues } from './negative-cases.ts';

/** Deeper than any JSON parser's nesting limit (Jackson's default is 1,000). */
export const DEEP_LEVELS = 100000;

const json = (value: unknown) => ({ text: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

const BOUNDARY = 'contract-fuzz-boundary';
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart body with a small file for each binary part and faked text for the other parts. */
const multipart = (parts: [string, unknown, boolean][]) => ({
  contentType: multipartType,
  text:
    parts
      .map(([name, value, file]) =>
        file
          ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="fuzz.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\r\n`
          : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text(value)}\r\n`,
      )
      .join('') + `--${BOUNDARY}--\r\n`,
});

const objectProperties = (doc: Node, schema: Node | undefined) =>
  Object.entries((schema?.properties ?? {}) as Record<string, unknown>).map(
    ([name, raw]) => [name, schemaOf(doc, raw) ?? {}] as const,
  );

/** Valid bodies: the example (ids filled) or a faked instance of the body schema. */
export const validBody = (doc: Node, op: ContractOp, base: FuzzBase) => {
  const body = op.requestBody;
  if (!body) return fc.constant(undefined);
  const schema = schemaOf(doc, body.schema);
  if (body.contentType === 'multipart/form-data') {
    const properties = objectProperties(doc, schema);
    return fc
      .tuple(...properties.map(([, property]) => fakeOf(doc, property)))
      .map((values) =>
        multipart(
          properties.map(([name, property], index) => [name, values[index], property.format === 'binary']),
        ),
      );
  }
  if (!body.contentType.includes('json')) return fc.constant(undefined);
  const faked = fakeOf(doc, body.schema).map(json);
  return base.bodyExample === undefined ? faked : fc.oneof(fc.constant(json(base.bodyExample)), faked);
};

/** A JSON value with an unknown field nested `levels` deep. */
export const deeplyNested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Ways to break a JSON body: each keeps the rest of a valid body. */
export const brokenJsonBodies = (
  doc: Node,
  op: ContractOp,
  base: FuzzBase,
): fc.Arbitrary<Labelled<FuzzCase['body']>> => {
  const schema = schemaOf(doc, op.requestBody?.schema);
  const example = (
    typeof base.bodyExample === 'object' && base.bodyExample !== null ? base.bodyExample : {}
  ) as Node;
  const properties = objectProperties(doc, schema);
  const required = (schema?.required ?? []) as string[];
  const field = (name: string, value: unknown) => json({ ...example, [name]: value });
  const options: fc.Arbitrary<Labelled<FuzzCase['body']>>[] = [
    fc.constantFrom(
      labelled('malformed JSON', { text: '{"unterminated": ', contentType: 'application/json' }),
      labelled('JSON that is not an object', json(['not', 'an', 'object'])),
      labelled('an empty body', { text: '', contentType: 'application/json' }),
      labelled('a text/plain body', { text: JSON.stringify(example), contentType: 'text/plain' }),
      labelled(`a field nested ${DEEP_LEVELS} levels deep`, {
        text: `{"fuzz":${deeplyNested(DEEP_LEVELS)}}`,
        contentType: 'application/json',
      }),
      labelled('a field nested 1000 levels deep', {
        text: `{"fuzz":${deeplyNested(1000)}}`,
        contentType: 'application/json',
      }),
    ),
  ];
  if (required.length)
    options.push(
      fc.constantFrom(...required).map((name) => {
        const { [name]: _left, ...rest } = example;
        return labelled(`body without ${name} (required)`, json(rest));
      }),
    );
  if (properties.length) {
    const pick = fc.constantFrom(...properties);
    options.push(
      pick.chain(([name, property]) =>
        fc
          .oneof(
            fc.constantFrom(
              labelled('null', null),
              labelled('an object', { unexpected: 'object' }),
              labelled('an array', [1, 2]),
              labelled('a number', 12.5),
              labelled('a boolean', true),
            ),
            hostileText,
            ...brokenValues(doc, property).map((broken) => fc.constant(labelled(broken.label, broken.json))),
            ...boundaryValues(doc, property).map((edge) => fc.constant(edge)),
          )
          .map((value) => labelled(`body ${name} ${value.label}`, field(name, value.value))),
      ),
    );
  }
  return fc.oneof(...options);
};

export const brokenMultipart = fc.constantFrom(
  labelled('malformed multipart', { text: 'this is not multipart', contentType: multipartType }),
  labelled('multipart without a boundary', { text: '--x\r\n\r\n', contentType: 'multipart/form-data' }),
  labelled('multipart without its parts', { text: `--${BOUNDARY}--\r\n`, contentType: multipartType }),
  labelled('JSON instead of multipart', json({ file: 'not a file' })),
);
