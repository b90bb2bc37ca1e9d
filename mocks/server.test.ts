/**
 * The mock server's HTTP face: methods the contract does not declare, unknown paths, HEAD, and
 * the interface it listens on. Calls go through node:http (fetch refuses to send TRACE), with the
 * in-process MSW interception of the shared setup paused.
 */
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { send } from '../scripts/contract-check/http.ts';
import { api, DEMO_USER, issueToken } from './auth';
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

const call = (method: string, path: string, body?: { text: string; type: string }, at = base) =>
  send(
    {
      method,
      url: `${at}${path}`,
      headers: {
        authorization: `Bearer ${issueToken(DEMO_USER.emailAddress)}`,
        ...(body ? { 'content-type': body.type } : {}),
      },
      body: body?.text,
    },
    10000,
  );

const answered = async (method: string, path: string, body?: { text: string; type: string }, at = base) => {
  const answer = await call(method, path, body, at);
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

  // Found by the contract check's fuzz pass: each was a 500 carrying the exception's text.
  const INTERNAL = /Error|exceeds|stack|matchPattern/;

  it.each([
    ['DELETE', `/debitors/${'x'.repeat(10000)}`, 404, 'NOT_FOUND'],
    ['POST', `/bankconnections/${'x'.repeat(10000)}`, 400, 'BAD_REQUEST'],
    ['GET', `/debitors?search=${'x'.repeat(10000)}`, 400, 'BAD_REQUEST'],
  ])(
    'answers an over-long URL (%s %#) with the refusal its operation declares',
    async (method, path, status, name) => {
      const answer = await answered(method, path);
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.text)).toEqual({
        message: 'The request URL is longer than 8192 characters',
        status: name,
      });
    },
  );

  it('answers JSON nested deeper than 1000 levels with 400 before parsing it; 999 levels pass', async () => {
    // The company as it is, with an unknown field nested deep.
    const company = (await answered('GET', '/company')).text;
    const nested = (levels: number) =>
      `${company.slice(0, -1)},"note":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}`;
    const deep = await answered('PATCH', '/company', { text: nested(100000), type: 'application/json' });
    expect(deep.status).toBe(400);
    expect(JSON.parse(deep.text)).toEqual({
      message: 'JSON body nested deeper than 1000 levels',
      status: 'BAD_REQUEST',
    });
    // An unknown field is ignored however deep it is, up to the limit.
    const limit = await answered('PATCH', '/company', { text: nested(998), type: 'application/json' });
    expect(limit.status).toBe(200);
  });

  it('answers a body over 10 MiB with 413 on an upload and 400 on a JSON call', async () => {
    const tooLarge = (status: string) => ({
      message: 'The request body is larger than 10485760 bytes',
      status,
    });
    // Well-formed bodies, each refused for its size alone: without the limit the logo's file part
    // would be read and refused for what it holds (400 'Only PNG or JPEG images are allowed'), and
    // the company saved with its unknown field dropped (200).
    const png = 'x'.repeat(10 * 1024 * 1024);
    const upload = await answered('PUT', '/company/logo', {
      text: `--b\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n${png}\r\n--b--\r\n`,
      type: 'multipart/form-data; boundary=b',
    });
    expect([upload.status, JSON.parse(upload.text)]).toEqual([413, tooLarge('PAYLOAD_TOO_LARGE')]);
    const company = (await answered('GET', '/company')).text;
    const big = `${company.slice(0, -1)},"note":"${'x'.repeat(10 * 1024 * 1024)}"}`;
    expect(() => JSON.parse(big) as unknown).not.toThrow();
    const json = await answered('PATCH', '/company', { text: big, type: 'application/json' });
    expect([json.status, JSON.parse(json.text)]).toEqual([400, tooLarge('BAD_REQUEST')]);
  });

  it('answers a handler that throws with 500, a generic message and a correlation id; the error goes to the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => logged.mockRestore());
    const throwing = await startMockServer({
      port: 0,
      extraHandlers: [
        http.get(api('/company'), () => {
          throw new RangeError('Maximum call stack size exceeded');
        }),
      ],
    });
    onTestFinished(() => new Promise<void>((resolve) => throwing.close(() => resolve())));
    const at = `http://127.0.0.1:${(throwing.address() as AddressInfo).port}`;
    const answer = await answered('GET', '/company', undefined, at);
    expect(answer.status).toBe(500);
    const body = JSON.parse(answer.text) as { correlationId: string };
    expect(body).toEqual({
      message: `Internal server error. Correlation id: ${body.correlationId}`,
      status: 'INTERNAL_SERVER_ERROR',
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(answer.headers['x-correlation-id']).toBe(body.correlationId);
    expect(answer.text).not.toMatch(INTERNAL);
    expect(String(logged.mock.calls[0]?.[0])).toContain(body.correlationId);
    expect(String(logged.mock.calls[0]?.[1])).toContain('Maximum call stack size exceeded');
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
