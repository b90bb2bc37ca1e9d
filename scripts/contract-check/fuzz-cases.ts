/**
 * The requests of the fuzz pass, as fast-check arbitraries built from an operation's contract:
 * valid ones (values from the parameter and body schemas through json-schema-faker, seeded by
 * fast-check so a run repeats), boundary values (paging limits, lengths, the edges of ranges),
 * broken inputs (wrong types, missing required fields, malformed JSON and multipart, a wrong
 * content type, very long and deeply nested values) and, on protected operations, no token.
 * fast-check shrinks a failing request to a smaller one that still fails.
 */
import fc from 'fast-check';
import type { ContractOp, Param } from './contract.ts';
import { brokenJsonBodies, brokenMultipart, validBody } from './fuzz-bodies.ts';
import {
  boundaryValues,
  fakeOf,
  hostileText,
  labelled,
  schemaOf,
  text,
  type FuzzBase,
  type FuzzCase,
  type FuzzKind,
  type Labelled,
  type Node,
} from './fuzz-values.ts';
import { brokenValues } from './negative-cases.ts';

export type { FuzzBase, FuzzCase } from './fuzz-values.ts';

const pairs = (param: Param, value: unknown): [string, string][] => {
  if (!Array.isArray(value)) return [[param.name, text(value)]];
  if (param.explode === false) return [[param.name, value.map(text).join(',')]];
  return value.map((item) => [param.name, text(item)]);
};

const withParam = (query: [string, string][], param: Param, value: unknown): [string, string][] => [
  ...query.filter(([name]) => name !== param.name),
  ...(value === undefined ? [] : pairs(param, value)),
];

/** The valid query: the required parameters as resolved, each optional one sometimes, faked. */
const validQuery = (doc: Node, op: ContractOp, base: FuzzBase): fc.Arbitrary<[string, string][]> => {
  const optional = op.params.filter((param) => param.in === 'query' && !param.required);
  if (!optional.length) return fc.constant(base.query);
  return fc
    .tuple(...optional.map((param) => fc.option(fakeOf(doc, param.schema), { freq: 2 })))
    .map((values) =>
      optional.reduce(
        (query, param, index) => (values[index] == null ? query : withParam(query, param, values[index])),
        base.query,
      ),
    );
};

/** One query parameter at an edge, broken, or left out when required. */
const brokenQuery = (doc: Node, params: Param[], base: [string, string][]) =>
  fc.constantFrom(...params).chain((param) => {
    const schema = schemaOf(doc, param.schema);
    const scalar = schema?.type === 'array' ? schema.items : schema;
    const values = [
      ...brokenValues(doc, scalar).map((broken) => labelled(broken.label, broken.json)),
      ...boundaryValues(doc, scalar),
    ];
    const options: fc.Arbitrary<Labelled<unknown>>[] = [hostileText];
    if (values.length) options.push(fc.constantFrom(...values));
    const changed = fc.oneof(...options).map((value) => ({
      label: `query ${param.name} ${value.label}`,
      query: withParam(base, param, schema?.type === 'array' ? [value.value] : value.value),
    }));
    return param.required
      ? fc.oneof(
          changed,
          fc.constant({
            label: `query ${param.name} missing (required)`,
            query: withParam(base, param, undefined),
          }),
        )
      : changed;
  });

/** Hostile path values, but none that is no segment at all ('', '.', '..' move the URL to another path). */
const pathText = hostileText.filter((text) => !/^\.{0,2}$/.test(text.value));

/** Every kind of request for one operation, weighted towards what the operation takes. */
export const fuzzCaseArbitrary = (doc: Node, op: ContractOp, base: FuzzBase): fc.Arbitrary<FuzzCase> => {
  const query = validQuery(doc, op, base);
  const body = validBody(doc, op, base);
  const valid = fc.record({ query, body });
  const protectedOp = !op.isPublic;
  const make = (
    kind: FuzzKind,
    label: string,
    parts: Partial<FuzzCase>,
    withToken = protectedOp,
  ): FuzzCase => ({
    kind,
    label,
    path: base.path,
    query: base.query,
    withToken,
    ...parts,
  });
  const kinds: fc.WeightedArbitrary<FuzzCase>[] = [
    { weight: 3, arbitrary: valid.map((parts) => make('valid', 'valid request', parts)) },
  ];
  const queryParams = op.params.filter((param) => param.in === 'query');
  if (queryParams.length)
    kinds.push({
      weight: 3,
      arbitrary: fc
        .tuple(brokenQuery(doc, queryParams, base.query), body)
        .map(([broken, validBodyValue]) =>
          make('broken', broken.label, { query: broken.query, body: validBodyValue }),
        ),
    });
  const pathParams = op.params.filter((param) => param.in === 'path');
  if (pathParams.length)
    kinds.push({
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...pathParams), pathText, valid).map(([param, value, parts]) =>
        make('broken', `path {${param.name}} ${value.label}`, {
          ...parts,
          path: { ...base.path, [param.name]: value.value },
        }),
      ),
    });
  if (op.requestBody?.contentType.includes('json'))
    kinds.push({
      weight: 4,
      arbitrary: fc
        .tuple(brokenJsonBodies(doc, op, base), query)
        .map(([broken, validQueryValue]) =>
          make('broken', broken.label, { body: broken.value, query: validQueryValue }),
        ),
    });
  if (op.requestBody?.contentType === 'multipart/form-data')
    kinds.push({
      weight: 2,
      arbitrary: brokenMultipart.map((broken) => make('broken', broken.label, { body: broken.value })),
    });
  if (protectedOp)
    kinds.push({
      weight: 1,
      arbitrary: valid.map((parts) => make('no token', 'valid request without a token', parts, false)),
    });
  return fc.oneof(...kinds);
};
