/**
 * The mock backend over HTTP, end to end: a real server on a free port, called with fetch.
 * The in-process MSW interceptor of the other tests would answer these calls itself, so it is
 * switched off here.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as interceptor } from '../../mocks/node';
import { startMockServer } from '../../mocks/server';

let httpServer: Server;
let base = '';

beforeAll(async () => {
  interceptor.close();
  httpServer = await startMockServer({ port: 0, scenario: 'default' });
  base = `http://localhost:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => httpServer.close(resolve));
  interceptor.listen({ onUnhandledFrame: 'error' });
});

const login = async () => {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'demo@example.com', password: 'demo1234' }),
  });
  return response;
};

describe('mock server over HTTP', () => {
  it('logs in with the token in authorization and its lifetime in expires', async () => {
    const response = await login();
    expect(response.status).toBe(200);
    expect(response.headers.get('authorization')).toMatch(/^Bearer /);
    expect(Number(response.headers.get('expires'))).toBeGreaterThan(0);
  });

  it('answers 401 to wrong credentials and to protected calls without a token', async () => {
    const wrong = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ emailAddress: 'demo@example.com', password: 'nope' }),
    });
    expect(wrong.status).toBe(401);
    expect((await fetch(`${base}/company`)).status).toBe(401);
  });

  it('serves protected calls with the token and allows localhost origins', async () => {
    const token = (await login()).headers.get('authorization') ?? '';
    const response = await fetch(`${base}/company`, {
      headers: { authorization: token, origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-expose-headers')).toContain('authorization');
    expect((await response.json()) as unknown).toMatchObject({ name: expect.any(String) });
  });

  it('remembers what is created: a new customer shows in the list', async () => {
    const authorization = (await login()).headers.get('authorization') ?? '';
    const headers = { authorization, 'Content-Type': 'application/json' };
    const created = await fetch(`${base}/debitors`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        type: 'PERSON',
        paymentMethod: 'ONLINE_PAYMENT',
        firstName: 'Zoe',
        lastName: 'Zwiebelmann',
        emailAddress: 'zoe.zwiebelmann@example.de',
      }),
    });
    expect(created.status).toBeLessThan(300);
    const list = await fetch(`${base}/debitors?search=Zwiebelmann&page=0&size=10`, { headers });
    const body: unknown = await list.json();
    expect(JSON.stringify(body)).toContain('zoe.zwiebelmann@example.de');
    expect((await fetch(`${base}/debitors?search=Zwiebelmann`)).status).toBe(401);
  });

  it('answers CORS preflights for localhost only', async () => {
    const allowed = await fetch(`${base}/payments`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const foreign = await fetch(`${base}/payments`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
