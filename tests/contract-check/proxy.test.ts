/**
 * The validation proxy in front of the mock backend: calls go through unchanged, a clean exchange
 * has no violation, an answer with an undeclared field and a request with an unknown one are each
 * reported with their JSON pointer; and its command line refuses bad targets in one line (exit 2).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { api, DEMO_USER } from '../../mocks/auth';
import { send } from '../../scripts/contract-check/http.ts';
import { startProxy } from '../../scripts/contract-check/proxy.ts';
import { DEMO, guarded, pauseInterception, startMock } from './mock-server';

pauseInterception();

const through = async (extra: Parameters<typeof startMock>[0] = []) => {
  const mock = await startMock(extra);
  const lines: string[] = [];
  const proxy = await startProxy({ target: mock.baseUrl, port: 0, out: (line) => lines.push(line) });
  onTestFinished(async () => {
    await proxy.stop();
    await mock.stop();
  });
  const login = await send(
    {
      method: 'POST',
      url: `${proxy.url}/login`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailAddress: DEMO.email, password: DEMO.password }),
    },
    5000,
  );
  const authorization = login.ok ? (login.headers.authorization ?? '') : '';
  const call = (method: string, path: string, body?: unknown) =>
    send(
      {
        method,
        url: `${proxy.url}${path}`,
        headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      5000,
    );
  return { proxy, lines, call, authorization };
};

describe('the validation proxy', () => {
  it('passes calls through unchanged and finds nothing in clean exchanges', async () => {
    const { proxy, lines, call, authorization } = await through();
    expect(authorization).toMatch(/^Bearer /);
    const answer = await call('GET', '/debitors?size=5&sort=lastName,asc');
    expect(answer.ok && answer.status).toBe(200);
    expect(
      answer.ok && (JSON.parse(answer.text) as { _embedded: { debitors: unknown[] } })._embedded.debitors,
    ).toHaveLength(5);
    expect(lines).toEqual([]);
    const report = await proxy.stop();
    expect(report.results.map((r) => [r.operationId, r.status, r.verdict])).toEqual([
      ['login', 200, 'PASS'],
      ['listDebitors', 200, 'PASS'],
    ]);
    // The token and the password never reach a report.
    const text = report.redact(JSON.stringify(report.results));
    expect(text).not.toContain(DEMO.password);
    expect(text).not.toContain(authorization.slice(7));
  });

  it('reports an answer with an undeclared field with its pointer, as it happens', async () => {
    const user = {
      emailAddress: DEMO_USER.emailAddress,
      firstName: 'Anna',
      lastName: 'Schneider',
      nickname: 'Anni',
    };
    const { proxy, lines, call } = await through([
      http.get(
        api('/user'),
        guarded(() => HttpResponse.json(user)),
      ),
    ]);
    const answer = await call('GET', '/user');
    expect(answer.ok && JSON.parse(answer.text)).toEqual(user);
    await expect
      .poll(() => lines)
      .toEqual([
        'VIOLATION getUser GET /user -> 200 response_schema_conformance /nickname: expected no such field (not in the contract), got string "Anni"',
      ]);
    const report = await proxy.stop();
    expect(report.exitCode).toBe(1);
    expect(report.results[1]?.checks.find((c) => c.verdict === 'fail')?.violations[0]?.at).toBe('/nickname');
  });

  it('reports what the request breaks: an unknown field, a bound, a call outside the contract, no token', async () => {
    const { lines, call, proxy } = await through();
    await call('POST', '/apikeys', { name: 'Kasse', colour: 'red' });
    await call('GET', '/payments?size=5000');
    await call('GET', '/no-such-call');
    await send({ method: 'GET', url: `${proxy.url}/user`, headers: {} }, 5000);
    await expect.poll(() => lines.length).toBe(4);
    expect(lines).toEqual([
      'VIOLATION createApiKey POST /apikeys -> 200 request_conformance request /colour: expected no such field (not in the contract), got string "red"',
      'VIOLATION listPayments GET /payments?size=5000 -> 400 request_conformance query size: expected number <= 1000, got number 5000',
      'VIOLATION (none) GET /no-such-call -> 404 request_conformance operation: expected an operation of the contract, got GET /no-such-call',
      'VIOLATION getUser GET /user -> 401 request_conformance header authorization: expected a bearer token (protected operation), got missing',
    ]);
  });
});

/** The command line, run beside this process (which answers as the servers above meanwhile). */
describe('the validation proxy under bad traffic', () => {
  it('reports a malformed body and a target that drops the call, and goes on', async () => {
    const { lines, call, proxy } = await through([http.get(api('/services'), () => HttpResponse.error())]);
    const login = await send(
      {
        method: 'POST',
        url: `${proxy.url}/login`,
        headers: { 'content-type': 'application/json' },
        body: '{"password":',
      },
      5000,
    );
    expect(login.ok && login.status).toBe(400);
    const dropped = await call('GET', '/services');
    expect(dropped.ok && dropped.status).toBe(502);
    const after = await call('GET', '/user');
    expect(after.ok && after.status).toBe(200);
    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toBe(
      'VIOLATION login POST /login -> 400 request_conformance request body: expected valid JSON, got "{\\"password\\":"',
    );
    expect(
      lines.some((line) =>
        line.startsWith('VIOLATION listServices GET /services -> no answer not_server_error'),
      ),
    ).toBe(true);
  });
});

const cli = (args: string[], script = 'scripts/contract-proxy.ts') =>
  new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const child = spawn('node', [script, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stderr }));
  });

describe('npm run contract:proxy (and npm run contract) with a bad target', () => {
  it('ends in one line with exit code 2: unreachable, not HTTP, not a URL', async () => {
    const silent = createServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n'));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => void silent.close());
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const closedPort = (free.address() as AddressInfo).port;
    await new Promise<void>((resolve) => free.close(() => resolve()));
    const notHttp = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const cases: [string[], RegExp][] = [
      [
        ['--target', `http://127.0.0.1:${closedPort}`],
        /^contract proxy: cannot reach the target .*ECONNREFUSED/,
      ],
      [['--target', notHttp], /^contract proxy: the target .* does not answer HTTP \(Parse Error/],
      [['--target', 'ftp://example.com'], /^contract proxy: --target must be an http\(s\) URL/],
    ];
    for (const [args, message] of cases) {
      const result = await cli([...args, '--port', '0']);
      expect(result.status).toBe(2);
      expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(message)]);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('is what the contract check says of a backend that is not there, too', async () => {
    const result = await cli(
      ['--base-url', 'http://127.0.0.1:9', '--email', 'qa@example.com', '--password-env', 'HOME'],
      'scripts/contract-check.ts',
    );
    expect([result.status, result.stderr.trim()]).toEqual([
      2,
      'contract check: cannot reach the target http://127.0.0.1:9: connect ECONNREFUSED 127.0.0.1:9',
    ]);
  });
});
