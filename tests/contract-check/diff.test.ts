/**
 * The contract diff: one fixture pair per kind of break (the old contract, and the new one with
 * that one change), a pair of changes that break no client, and the command line's refusals of
 * a bad ref (one line, exit code 2).
 */
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { breakingChanges, formatBreak } from '../../scripts/contract-check/diff.ts';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A small contract: a payment list with paging, a read, and a create with a body. */
const base = (): Doc => ({
  openapi: '3.1.0',
  paths: {
    '/payments': {
      get: {
        operationId: 'listPayments',
        parameters: [{ name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000 } }],
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Payment' } } },
          },
        },
      },
      post: {
        operationId: 'createPayment',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/PaymentInput' } } },
        },
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Payment' } } },
          },
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
  },
  components: {
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

const changed = (edit: (doc: Doc) => void) => {
  const doc = base();
  edit(doc);
  return breakingChanges(base(), doc).map(formatBreak);
};

describe('breaking changes between two contracts', () => {
  it.each([
    [
      'an operation removed',
      (d: Doc) => delete d.paths['/payments/{id}'].get,
      'BREAKING GET /payments/{id}: operation removed (getPayment)',
    ],
    [
      'a status removed',
      (d: Doc) => delete d.paths['/payments/{id}'].get.responses['404'],
      'BREAKING GET /payments/{id} response 404: status removed',
    ],
    [
      'a response field removed',
      (d: Doc) => delete d.components.schemas.Payment.properties.purpose,
      'BREAKING GET /payments response 200 /purpose: field removed',
    ],
    [
      'an enum value removed',
      (d: Doc) => d.components.schemas.State.enum.pop(),
      'BREAKING GET /payments response 200 /state: enum value removed: "CANCELLED"',
    ],
    [
      'a new required parameter',
      (d: Doc) =>
        d.paths['/payments'].get.parameters.push({
          name: 'debitorId',
          in: 'query',
          required: true,
          schema: { type: 'string' },
        }),
      'BREAKING GET /payments query parameter debitorId: new required parameter',
    ],
    [
      'a new required field',
      (d: Doc) => d.components.schemas.PaymentInput.required.push('purpose'),
      'BREAKING POST /payments request /purpose: new required field',
    ],
    [
      'a type narrowed',
      (d: Doc) => (d.components.schemas.PaymentInput.properties.amount.type = 'integer'),
      'BREAKING POST /payments request /amount: type changed from number to integer',
    ],
    [
      'a format narrowed',
      (d: Doc) => (d.components.schemas.PaymentInput.properties.chargeDate.format = 'date'),
      'BREAKING POST /payments request /chargeDate: format changed from none to date',
    ],
    [
      'a bound narrowed',
      (d: Doc) => (d.paths['/payments'].get.parameters[0].schema.maximum = 100),
      'BREAKING GET /payments query parameter size: maximum narrowed from 1000 to 100',
    ],
    [
      'a response field made optional',
      (d: Doc) => d.components.schemas.Payment.required.pop(),
      'BREAKING GET /payments response 200 /state: field made optional',
    ],
  ])('%s', (_kind, edit, expected) => {
    expect(changed(edit as (doc: Doc) => void)).toContain(expected);
  });

  it('finds nothing in changes that break no client', () => {
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
