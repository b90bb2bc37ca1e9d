/**
 * The contract check against a deliberately broken mock backend: handlers put in front of the
 * normal ones (startMockServer's extraHandlers) or injected faults (setFault). Each break must be
 * reported as the right failing check, and the run must exit non-zero.
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { api, DEMO_USER, issueToken } from '../../mocks/auth';
import { getDb } from '../../mocks/db/store';
import { setFault } from '../../mocks/lib/faults';
import { noMockHandler } from '../../scripts/contract-check/mock-rule.ts';
import { runContractCheck } from '../../scripts/contract-check/run.ts';
import { checkMock, failedChecks, guarded, pauseInterception, startMock } from './mock-server';

pauseInterception();

const user = {
  emailAddress: DEMO_USER.emailAddress,
  firstName: DEMO_USER.firstName,
  lastName: DEMO_USER.lastName,
};

const check = (extraHandlers: RequestHandler[], include = ['session', 'company', 'services']) =>
  checkMock(extraHandlers, include);

describe('contract check against a broken mock backend', () => {
  it('reports an extra field (strict schema)', async () => {
    const report = await check([
      http.get(
        api('/user'),
        guarded(() => HttpResponse.json({ ...user, nickname: 'Anni' })),
      ),
    ]);
    expect(failedChecks(report.results, 'getUser')).toEqual({
      response_schema_conformance: [
        { at: '/nickname', expected: 'no such field (not in the contract)', got: 'string "Anni"' },
      ],
    });
    expect(report.exitCode).toBe(1);
    expect(report.summary.failed).toBe(1);
  });

  it('reports a wrong type with the JSON pointer of the field', async () => {
    const services = getDb().services.map((service, index) =>
      index === 1 ? { ...service, active: 'yes' } : service,
    );
    const report = await check([
      http.get(
        api('/services'),
        guarded(() => HttpResponse.json(services)),
      ),
    ]);
    expect(failedChecks(report.results, 'listServices')).toEqual({
      response_schema_conformance: [{ at: '/1/active', expected: 'boolean', got: 'string "yes"' }],
    });
    expect(report.exitCode).toBe(1);
  });

  it('reports a missing required field', async () => {
    const { lastName: _dropped, ...withoutLastName } = user;
    const report = await check([
      http.get(
        api('/user'),
        guarded(() => HttpResponse.json(withoutLastName)),
      ),
    ]);
    expect(failedChecks(report.results, 'getUser')).toEqual({
      response_schema_conformance: [{ at: '/lastName', expected: 'required string', got: 'missing' }],
    });
    expect(report.exitCode).toBe(1);
  });

  it('reports a status the contract does not declare', async () => {
    const report = await check([
      http.get(
        api('/user'),
        guarded(() => HttpResponse.json({ message: 'I am a teapot' }, { status: 418 })),
      ),
    ]);
    expect(failedChecks(report.results, 'getUser')).toEqual({
      status_code_conformance: [{ at: 'status', expected: 'one of 200, 401', got: '418' }],
    });
    expect(report.exitCode).toBe(1);
  });

  it('reports a missing response header (login without expires)', async () => {
    const report = await check([
      http.post(
        api('/login'),
        () =>
          new HttpResponse(null, {
            headers: { authorization: `Bearer ${issueToken(DEMO_USER.emailAddress)}` },
          }),
      ),
    ]);
    expect(failedChecks(report.results, 'login')).toEqual({
      response_headers_conformance: [
        { at: 'header expires', expected: 'present (required)', got: 'missing' },
      ],
    });
    // The token still came, so the rest of the run went on and passed.
    expect(report.results.find((r) => r.operationId === 'getUser')?.verdict).toBe('PASS');
    expect(report.exitCode).toBe(1);
  });

  it('reports a server error (500)', async () => {
    setFault('getCompany', { status: 500, message: 'Database on fire' });
    const report = await check([]);
    const failed = failedChecks(report.results, 'getCompany');
    expect(failed.not_server_error).toEqual([{ at: 'status', expected: 'not 5xx', got: '500' }]);
    expect(failed.status_code_conformance).toEqual([
      { at: 'status', expected: 'one of 200, 401', got: '500' },
    ]);
    expect(report.results.find((r) => r.operationId === 'getCompany')?.status).toBe(500);
    expect(report.exitCode).toBe(1);
  });

  it('reports a wrong content type (text/plain)', async () => {
    const report = await check([
      http.get(
        api('/company'),
        guarded(() => new HttpResponse('Company: Bäckerei', { headers: { 'Content-Type': 'text/plain' } })),
      ),
    ]);
    expect(failedChecks(report.results, 'getCompany')).toEqual({
      content_type_conformance: [{ at: 'content-type', expected: 'application/json', got: 'text/plain' }],
    });
    const schema = report.results
      .find((r) => r.operationId === 'getCompany')
      ?.checks.find((c) => c.name === 'response_schema_conformance');
    expect(schema).toMatchObject({
      verdict: 'skip',
      message: 'body is text/plain, not JSON (see content_type_conformance)',
    });
    expect(report.exitCode).toBe(1);
  });

  it('reports a protected operation that answers 200 without a token', async () => {
    const report = await check([http.get(api('/company'), () => HttpResponse.json(getDb().company))]);
    const failed = failedChecks(report.results, 'getCompany');
    expect(failed).toEqual({
      auth_required: [{ at: 'status', expected: '401 without a token', got: '200' }],
    });
    const auth = report.results
      .find((r) => r.operationId === 'getCompany')
      ?.checks.find((c) => c.name === 'auth_required');
    // The reproducing curl line is the call without a token.
    expect(auth?.curl).not.toContain('Authorization');
    expect(report.exitCode).toBe(1);
  });

  it('reports a malformed JSON body', async () => {
    setFault('getUser', { malformedBody: true, times: 1 }); // the call with the token only
    const report = await check([]);
    expect(failedChecks(report.results, 'getUser')).toEqual({
      response_schema_conformance: [{ at: '', expected: 'valid JSON', got: 'unparsable "{\\"broken\\": "' }],
    });
    expect(report.exitCode).toBe(1);
  });

  it('reports a timeout and a dropped connection under not_server_error', async () => {
    // The token is given (no login), so only the delayed call can run into the short timeout.
    setFault('getCompany', { latencyMs: 5000, times: 1 });
    setFault('listServices', { networkError: true, times: 1 });
    const mock = await startMock();
    onTestFinished(() => mock.stop());
    const report = await runContractCheck({
      baseUrl: mock.baseUrl,
      token: issueToken(DEMO_USER.emailAddress),
      include: ['company', 'services'],
      timeoutMs: 1000,
      skipIf: noMockHandler,
    });
    expect(failedChecks(report.results, 'getCompany').not_server_error).toEqual([
      { at: 'response', expected: 'an HTTP response', got: 'no answer within 1000 ms' },
    ]);
    expect(failedChecks(report.results, 'listServices').not_server_error?.[0]?.got).toMatch(
      /^network error: /,
    );
    expect(report.exitCode).toBe(1);
  });

  it('stops with an error when the login gives no token', async () => {
    const report = await check([
      http.post(api('/login'), () => HttpResponse.json({ message: 'Bad credentials' }, { status: 401 })),
    ]);
    expect(report.error).toMatch(/login failed/);
    expect(report.results.find((r) => r.operationId === 'getUser')).toMatchObject({
      verdict: 'SKIP',
      skipReason: 'no token (login failed)',
    });
    expect(report.exitCode).toBe(1);
  });
});
