/**
 * The mock server's HTTP face: methods the contract does not declare, unknown paths, HEAD, and
 * the interface it listens on. Calls go through node:http (fetch refuses to send TRACE), with the
 * in-process MSW interception of the shared setup paused.
 */
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { send } from '../scripts/contract-check/http.ts';
import { DEMO_USER, issueToken } from './auth';
import { server as interceptor } from './node';
import { startMockServer } from './server';

let httpServer: Server;
let base = '';

beforeAll(async () => {
  interceptor.close();
  httpServer = await startMockServer({ port: 0 });
  base = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => httpServer.close(resolve));
  interceptor.listen({ onUnhandledFrame: 'error' });
});

const call = (method: string, path: string) =>
  send(
    {
      method,
      url: `${base}${path}`,
      headers: { authorization: `Bearer ${issueToken(DEMO_USER.emailAddress)}` },
    },
    10000,
  );

const answered = async (method: string, path: string) => {
  const answer = await call(method, path);
  if (!answer.ok) throw new Error(answer.error);
  return answer;
};

describe('the mock server over HTTP', () => {
  it.each([
    ['TRACE', '/payments', 'GET, HEAD, POST, OPTIONS'],
    ['TRACE', '/payments/some-id?expand=metadata', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/payments', 'GET, HEAD, POST, OPTIONS'],
    ['PUT', '/login', 'POST, OPTIONS'],
    ['PATCH', '/user', 'GET, HEAD, OPTIONS'],
  ])('answers %s %s with 405, the allowed methods and a Problem', async (method, path, allow) => {
    const answer = await answered(method, path);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(JSON.parse(answer.text)).toEqual({
      message: `Method ${method} is not allowed on ${path.split('?')[0]}`,
      status: 'METHOD_NOT_ALLOWED',
    });
  });

  it.each([
    ['GET', '/nowhere'],
    ['TRACE', '/nowhere'],
    ['DELETE', '/payments/x/y/z'],
  ])('answers %s %s (an unknown path) with 404', async (method, path) => {
    const answer = await answered(method, path);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toMatchObject({ message: `No such call: ${method} ${path}` });
  });

  it('answers HEAD like GET, without the body', async () => {
    const answer = await answered('HEAD', '/company');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.text).toBe('');
  });

  it('listens on 127.0.0.1 unless told otherwise', () => {
    expect((httpServer.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('npm run mock:server listens on 127.0.0.1 when HOST is not set', async () => {
    const { HOST: _host, ...env } = process.env;
    const child = spawn(process.execPath, ['scripts/mock-server.ts'], {
      env: { ...env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    onTestFinished(() => {
      child.kill();
    });
    const lines = createInterface({ input: child.stdout });
    let first = '';
    for await (const line of lines) {
      first = line;
      break;
    }
    expect(first).toMatch(/^Mock backend on http:\/\/127\.0\.0\.1:\d+ \(scenario default\)/);
  }, 30000);
});
