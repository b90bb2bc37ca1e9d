/**
 * The contract diff: a fixture contract and the same with one change per kind of break (redocly's
 * rules and our own), a pair of changes that break no client (a renamed path parameter among them),
 * and the command line's refusals of a bad ref (one line, exit code 2).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { formatBreak } from '../../scripts/contract-check/diff.ts';
import { allBreaks } from '../../scripts/contract-check/redocly-diff.ts';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A small contract: payments (list, read, create), and one operation per rule below. */
const base = (): Doc => ({
  openapi: '3.1.0',
  info: { title: 'fixture', version: '1.0.0' },
  security: [{ bearer: [] }],
  paths: {
    '/payments': {
      get: {
        operationId: 'listPayments',
        parameters: [
          { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000 } },
          {
            name: 'ids',
            in: 'query',
            style: 'form',
            explode: true,
            schema: { type: 'array', items: { type: 'string' } },
          },
        ],
        responses: { '200': { description: 'ok', content: json({ $ref: '#/components/schemas/Payment' }) } },
      },
      post: {
        operationId: 'createPayment',
        requestBody: { required: true, content: json({ $ref: '#/components/schemas/PaymentInput' }) },
        responses: {
          '200': { description: 'ok', content: json({ $ref: '#/components/schemas/Payment' }) },
          '400': { description: 'bad' },
        },
      },
    },
    '/payments/{id}': {
      get: {
        operationId: 'getPayment',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok' }, '404': { description: 'none' } },
      },
    },
    '/things/{id}': {
      get: {
        operationId: 'getThing',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '204': { description: 'ok' } },
      },
    },
    '/uploads': {
      post: {
        operationId: 'upload',
        requestBody: {
          content: {
            ...json({ type: 'object', properties: { x: { type: 'string' } } }),
            'text/plain': { schema: { type: 'string' } },
          },
        },
        responses: { '204': { description: 'ok' } },
      },
    },
    '/rates': {
      get: {
        operationId: 'getRates',
        security: [],
        responses: {
          '200': {
            description: 'ok',
            headers: { 'X-Rate': { required: true, schema: { type: 'integer' } } },
            content: json({
              type: 'object',
              additionalProperties: false,
              properties: { level: { type: 'string', enum: ['LOW', 'HIGH'] } },
            }),
          },
        },
      },
    },
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    schemas: {
      State: { type: 'string', enum: ['PENDING', 'COMPLETED', 'CANCELLED'] },
      Payment: {
        type: 'object',
        required: ['id', 'amount', 'state'],
        properties: {
          id: { type: 'string' },
          amount: { type: 'number' },
          state: { $ref: '#/components/schemas/State' },
          purpose: { type: 'string' },
        },
      },
      PaymentInput: {
        type: 'object',
        required: ['amount'],
        properties: {
          amount: { type: 'number', exclusiveMinimum: 0 },
          purpose: { type: 'string', maxLength: 140 },
          chargeDate: { type: 'string' },
          state: { $ref: '#/components/schemas/State' },
        },
      },
    },
  },
});

function json(schema: unknown) {
  return { 'application/json': { schema } };
}

const root = new URL('../..', import.meta.url).pathname;

/** The lines `npm run contract:diff` prints for the base and the base as `edit` leaves it. */
const changed = (edit: (doc: Doc) => void) => {
  const doc = base();
  edit(doc);
  const dir = mkdtempSync(join(tmpdir(), 'contract-diff-test-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return allBreaks(root, dir, base(), doc).map(formatBreak);
};

/** Each rule: its edit of the base, and what its line says (redocly's rule id, or our own words). */
const RULES: [string, (d: Doc) => void, string][] = [
  ['an operation removed', (d) => delete d.paths['/payments/{id}'].get, 'GET /payments/{id}: Operation'],
  ['a status removed', (d) => delete d.paths['/payments'].post.responses['400'], '(response-removed)'],
  [
    'a response field removed',
    (d) => delete d.components.schemas.Payment.properties.purpose,
    '(property-removed)',
  ],
  ['an enum value removed', (d) => d.components.schemas.State.enum.pop(), '(enum-values-removed)'],
  [
    'a new required parameter',
    (d) =>
      d.paths['/payments'].get.parameters.push({
        name: 'debitorId',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      }),
    '(parameter-became-required)',
  ],
  [
    'a new required field',
    (d) => d.components.schemas.PaymentInput.required.push('purpose'),
    '(required-properties-added)',
  ],
  [
    'a type narrowed',
    (d) => (d.components.schemas.PaymentInput.properties.amount.type = 'integer'),
    '(schema-type-changed)',
  ],
  [
    'a format narrowed',
    (d) => (d.components.schemas.PaymentInput.properties.chargeDate.format = 'date'),
    '`format` of `chargeDate` was set',
  ],
  [
    'a bound narrowed',
    (d) => (d.paths['/payments'].get.parameters[0].schema.maximum = 100),
    "Upper bound changed from '<= 1000' to '<= 100'",
  ],
  [
    'a response field made optional',
    (d) => d.components.schemas.Payment.required.pop(),
    '(required-properties-removed)',
  ],
  [
    'a request media type removed',
    (d) => delete d.paths['/uploads'].post.requestBody.content['text/plain'],
    '(media-type-removed)',
  ],
  [
    'a response enum value added',
    (d) =>
      d.paths['/rates'].get.responses['200'].content['application/json'].schema.properties.level.enum.push(
        'MID',
      ),
    '(enum-values-added)',
  ],
  [
    'a request closed to unknown properties',
    (d) =>
      (d.paths['/uploads'].post.requestBody.content['application/json'].schema.additionalProperties = false),
    "`additionalProperties` was set to 'false'",
  ],
  [
    'a parameter style changed',
    (d) => (d.paths['/payments'].get.parameters[1].explode = false),
    '(parameter-serialization-changed)',
  ],
  [
    'a required response header made optional',
    (d) => (d.paths['/rates'].get.responses['200'].headers['X-Rate'].required = false),
    'BREAKING GET /rates response 200 header X-Rate: required header made optional',
  ],
  [
    'security added to an open operation',
    (d) => delete d.paths['/rates'].get.security,
    'BREAKING GET /rates: security added to an open operation',
  ],
  [
    'a property added to a closed response object',
    (d) =>
      (d.paths['/rates'].get.responses['200'].content['application/json'].schema.properties.note = {
        type: 'string',
      }),
    'BREAKING GET /rates response 200 /note: property added to a closed response object',
  ],
  [
    'a new required request body',
    (d) => (d.paths['/things/{id}'].get.requestBody = { required: true, content: json({ type: 'object' }) }),
    'BREAKING GET /things/{id} request body: new required request body',
  ],
];

describe('breaking changes between two contracts', () => {
  // One run of redocly for all the rules: each edit touches its own part of the contract.
  it('finds each kind of break, one line each', () => {
    const lines = changed((doc) => RULES.forEach(([, edit]) => edit(doc)));
    for (const [kind, , expected] of RULES)
      expect([kind, lines.find((line) => line.includes(expected))]).toEqual([
        kind,
        expect.stringMatching(/^BREAKING /),
      ]);
  });

  it('finds nothing in changes that break no client, a renamed path parameter among them', () => {
    expect(
      changed((d) => {
        d.paths['/payments'].get.parameters.push({ name: 'search', in: 'query', schema: { type: 'string' } });
        d.components.schemas.Payment.properties.note = { type: 'string' };
        d.components.schemas.PaymentInput.properties.note = { type: 'string' };
        d.components.schemas.PaymentInput.properties.purpose.maxLength = 280;
        d.components.schemas.PaymentInput.required = [];
        d.paths['/payments/{id}'].get.responses['401'] = { description: 'no token' };
        d.paths['/payments/{id}'].delete = {
          operationId: 'deletePayment',
          responses: { '200': { description: 'ok' } },
        };
        // The same call on the wire: /things/{thingId}.
        d.paths['/things/{thingId}'] = d.paths['/things/{id}'];
        delete d.paths['/things/{id}'];
        d.paths['/things/{thingId}'].get.parameters[0].name = 'thingId';
      }),
    ).toEqual([]);
  });
});

const cli = (ref: string) =>
  new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const child = spawn('node', ['scripts/contract-diff.ts', ref], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stderr }));
  });

describe('npm run contract:diff with a bad ref', () => {
  it('ends in one line with exit code 2: malformed, unknown, without the contract', async () => {
    // A commit of an empty tree, made without touching any branch: a ref without the contract.
    const git = (args: string[], input?: string) =>
      spawnSync('git', args, { encoding: 'utf8', input }).stdout.trim();
    const empty = git([
      'commit-tree',
      git(['hash-object', '-t', 'tree', '-w', '--stdin'], ''),
      '-m',
      'empty',
    ]);
    const cases: [string, string][] = [
      ['main..qa', "contract diff: 'main..qa' is not a git ref (a branch, tag or commit)"],
      ['no-such-branch-41', "contract diff: 'no-such-branch-41' is not a commit of this repository"],
      [empty, `contract diff: ${empty} has no contract (openapi/openapi.yaml)`],
    ];
    for (const [ref, message] of cases) {
      const result = await cli(ref);
      expect([result.status, result.stderr.trim()]).toEqual([2, message]);
    }
  });
});
