import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { operations } from '../../src-generated/operations';
import { api } from '../auth';
import { handlers } from '../handlers';
import { withGeneratedFallback } from './generated-fallback';

const listPayments = operations.find((operation) => operation.operationId === 'listPayments');
if (!listPayments?.response) throw new Error('the contract has no listPayments with a response');

/** The hand-written handlers without the one of GET /payments. */
const withoutListPayments = handlers.filter(
  (handler) =>
    !('path' in handler.info && handler.info.path === api('/payments') && handler.info.method === 'GET'),
);

describe('the generated handlers as the mock backend’s fallback', () => {
  it('answers an operation without a hand-written handler with contract-valid data', async () => {
    expect(withoutListPayments).toHaveLength(handlers.length - 1);
    const request = () => new Request(api('/payments?page=0&size=5'));
    // Without the fallback nothing answers.
    expect(await getResponse(withoutListPayments, request())).toBeUndefined();
    const response = await getResponse(withGeneratedFallback(withoutListPayments), request());
    expect(response?.status).toBe(200);
    const parsed = listPayments.response?.safeParse(await response?.json());
    expect(parsed?.success, JSON.stringify(parsed?.error?.issues.slice(0, 3))).toBe(true);
  });

  it('leaves the hand-written handlers first', async () => {
    const handled = await getResponse(withGeneratedFallback(handlers), new Request(api('/payments')));
    // The hand-written handler asks for a session; the generated one would answer 200.
    expect(handled?.status).toBe(401);
  });

  it.each([
    ['GET', '/'],
    ['GET', '/no-such-call?page=1'],
    ['DELETE', '/apikeys/'],
    ['GET', '/payments/'],
    ['GET', '/join/'],
  ])('answers %s %s, outside the contract, 404 with the contract’s error body', async (method, path) => {
    const response = await getResponse(withGeneratedFallback(handlers), new Request(api(path), { method }));
    expect(response?.status).toBe(404);
    expect(await response?.json()).toEqual({
      message: `No such call: ${method} ${path}`,
      status: 'NOT_FOUND',
    });
  });
});
