/**
 * What route() does for every operation before its handler runs: the query parsed with the
 * contract's query schema (the same 400 on every list), request bodies read as the backend reads
 * them (unknown keys ignored, malformed JSON or multipart refused, a body an operation does not
 * take ignored).
 */
import { HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import * as z from 'zod';
import { operations } from '../../src-generated/operations';
import { getDb, server } from '../node';
import { ok } from './respond';
import { route } from './route';
import { callOperation, demoToken, expectProblem, operationUrl, parseSuccess } from '../test-helpers';

/** Every list that takes the shared paging pair, with a value for each required path parameter. */
const pagedLists = operations.filter(
  (operation) =>
    operation.query instanceof z.ZodObject &&
    'page' in operation.query.shape &&
    'size' in operation.query.shape,
);
const pathParams = (path: string) =>
  Object.fromEntries([...path.matchAll(/\{([^}]+)\}/g)].map((match) => [match[1] ?? '', 'unknown-id']));

describe('paging on every list', () => {
  it('finds the paged lists of the contract', () => {
    expect(pagedLists.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(['listPayments', 'listDebitors', 'listProducts', 'listAgentClients']),
    );
    expect(pagedLists.length).toBeGreaterThanOrEqual(14);
  });

  it.each(pagedLists.map((operation) => [operation.operationId, operation.path] as const))(
    '%s answers 400 with Problem to paging outside the contract',
    async (operationId, path) => {
      const params = pathParams(path);
      for (const query of [
        { page: -1 },
        { page: 10001 },
        { page: '9007199254740993' },
        { page: 'abc' },
        { size: 0 },
        { size: 1001 },
        { size: '2.5' },
      ]) {
        const answer = await callOperation(operationId, { params, query });
        const field = Object.keys(query)[0] ?? '';
        expect(expectProblem(answer, 400, 'Validation errors').errors?.map((error) => error.field)).toContain(
          field,
        );
      }
    },
  );

  it('accepts the bounds themselves', async () => {
    for (const query of [
      { page: 0, size: 1 },
      { page: 10000, size: 1000 },
    ]) {
      const answer = await callOperation('listPayments', { query });
      expect(answer.status).toBe(200);
    }
  });
});

describe('invalid query values', () => {
  it.each([
    ['an unknown statuses value', 'listInvoices', { statuses: 'PAID_TWICE' }, 'statuses.0'],
    ['an unknown sort', 'listPayments', { sort: 'amount,desc' }, 'sort.0'],
    ['a date that is none', 'listCredits', { startDate: 'yesterday' }, 'startDate'],
    ['a missing paymentID', 'getCheckoutByPaymentId', {}, 'paymentID'],
    ['an empty e-mail', 'searchDebitors', { emailAddress: '' }, 'emailAddress'],
    ['an e-mail that is none', 'searchDebitors', { emailAddress: 'anna' }, 'emailAddress'],
    ['a boolean that is none', 'deleteProduct', { cascadeDelete: 'yes' }, 'cascadeDelete'],
  ])('answers 400 with Problem to %s', async (_, operationId, query, field) => {
    const params = pathParams(operations.find((entry) => entry.operationId === operationId)?.path ?? '');
    const answer = await callOperation(operationId, { params, query });
    expect(expectProblem(answer, 400, 'Validation errors').errors?.map((error) => error.field)).toContain(
      field,
    );
  });

  it('ignores query parameters the contract does not name', async () => {
    const answer = await callOperation('listDebitors', { query: { size: 5, colour: 'blue' } });
    expect(answer.status).toBe(200);
  });
});

describe('request bodies', () => {
  const customer = {
    type: 'PERSON',
    paymentMethod: 'ONLINE_PAYMENT',
    firstName: 'Greta',
    lastName: 'Gärtner',
    emailAddress: 'greta.gaertner@example.de',
    address: { street: 'Am Hang', houseNumber: '2', zipCode: '79098', city: 'Freiburg', country: 'DE' },
  };

  it('ignores unknown keys, nested ones too, instead of answering 400, and does not store them', async () => {
    const answer = await callOperation('createDebitor', {
      body: { ...customer, nickname: 'Gretchen', address: { ...customer.address, floor: 3 } },
    });
    expect(answer.status).toBe(200);
    const created = parseSuccess('createDebitor', answer.body);
    expect(created).not.toHaveProperty('nickname');
    const stored = getDb().debitors.find((debitor) => debitor.emailAddress === customer.emailAddress);
    expect(stored).toBeDefined();
    expect(stored).not.toHaveProperty('nickname');
    expect(stored?.address).not.toHaveProperty('floor');
  });

  it('still refuses a body that breaks a rule, unknown keys or not', async () => {
    const answer = await callOperation('createDebitor', {
      body: { ...customer, paymentMethod: 'CHEQUE', nickname: 'Gretchen' },
    });
    const problem = expectProblem(answer, 400, 'Validation errors');
    expect(problem.errors?.map((error) => error.field)).toEqual(['paymentMethod']);
  });

  it('signs in with an unknown key in the login body', async () => {
    const answer = await callOperation('login', {
      token: null,
      body: { emailAddress: 'demo@example.com', password: 'demo1234', rememberMe: true },
    });
    expect(answer.status).toBe(200);
  });

  it('answers 400 to malformed JSON, a missing body and a body of the wrong type', async () => {
    const send = (body: BodyInit | undefined, contentType?: string) =>
      fetch(operationUrl('createDebitor'), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${demoToken()}`,
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        body,
      });
    for (const response of [
      await send('{"type": ', 'application/json'),
      await send(undefined),
      await send('type=PERSON', 'text/plain'),
      await send('[1, 2]', 'application/json'),
    ]) {
      expect(response.status).toBe(400);
    }
  });

  it('answers 400 to a malformed multipart body', async () => {
    const response = await fetch(operationUrl('uploadCompanyLogo'), {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${demoToken()}`,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      body: 'this is not multipart at all',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed multipart body', status: 'BAD_REQUEST' });
  });

  it('ignores a body sent to an operation that takes none', async () => {
    const debitor = getDb().debitors.find((candidate) => candidate.firstName);
    const response = await fetch(
      operationUrl('resendDebitorInvitation', { params: { id: debitor?.id ?? '' } }),
      {
        method: 'POST',
        headers: { authorization: `Bearer ${demoToken()}`, 'content-type': 'application/json' },
        body: '{ not json',
      },
    );
    expect(response.status).toBe(200);
  });
});

describe('answers checked against the contract', () => {
  const brokenCustomer = { id: 'debitor-x', lastName: 42 };

  it.each([
    ['built by ok (checked from its data)', () => ok(brokenCustomer)],
    ['built another way (checked from its body)', () => HttpResponse.json(brokenCustomer)],
  ])('turns a mock answer that breaks the contract, %s, into a loud 500', async (_name, answer) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => errors.mockRestore());
    server.use(route('getDebitor', answer));
    const result = await callOperation('getDebitor', { params: { id: 'debitor-x' } });
    expect(result.status).toBe(500);
    expect(JSON.stringify(result.body)).toContain('Mock answer breaks the contract');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('getDebitor answers against the contract'));
  });
});
