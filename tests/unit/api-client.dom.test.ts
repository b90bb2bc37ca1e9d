import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCompany } from '@generated/api/company/company';
import { listPayments } from '@generated/api/payments/payments';
import { getUser, login } from '@generated/api/session/session';
import { server } from '../../mocks/node';
import { CLIENT_HEADER, CLIENT_NAME, setUnauthorizedHandler } from '@/lib/api-client';
import { ApiError, ContractDriftError, STATUS_NOT_OK } from '@/lib/errors';
import { isSignedIn, startSession } from '@/lib/session';

const user = { emailAddress: 'anna@example.com', firstName: 'Anna', lastName: 'Schneider' };

afterEach(() => setUnauthorizedHandler(() => undefined));

describe('api client', () => {
  it('calls the base URL with bearer token, JSON accept and the portal client header', async () => {
    startSession('token-123', 60);
    let seen: Request | undefined;
    server.use(
      http.get('http://localhost:4010/user', ({ request }) => {
        seen = request;
        return HttpResponse.json(user);
      }),
    );
    await expect(getUser()).resolves.toEqual(user);
    expect(seen?.headers.get('authorization')).toBe('Bearer token-123');
    expect(seen?.headers.get('accept')).toBe('application/json');
    expect(seen?.headers.get(CLIENT_HEADER)).toBe(CLIENT_NAME);
  });

  it('sends JSON bodies with a JSON content type and returns the login headers', async () => {
    let contentType: string | null = null;
    server.use(
      http.post('*/login', ({ request }) => {
        contentType = request.headers.get('content-type');
        return new HttpResponse(null, { status: 200, headers: { authorization: 'Bearer t', expires: '60' } });
      }),
    );
    const response = await login({ emailAddress: 'demo@example.com', password: 'demo1234' });
    expect(contentType).toBe('application/json');
    expect(response.headers.get('authorization')).toBe('Bearer t');
    expect(response.headers.get('expires')).toBe('60');
  });

  it('repeats array query parameters', async () => {
    startSession('token', 60);
    let url: URL | undefined;
    server.use(
      http.get('*/payments', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ message: 'stop here' }, { status: 418 });
      }),
    );
    await listPayments({ states: ['PENDING', 'MANUAL'], size: 10, page: 0 }).catch(() => undefined);
    expect(url?.searchParams.getAll('states')).toEqual(['PENDING', 'MANUAL']);
    expect(url?.search).toContain('states=PENDING&states=MANUAL');
  });

  it('turns a failing status into an ApiError with the server message', async () => {
    startSession('token', 60);
    server.use(http.get('*/user', () => HttpResponse.json({ message: 'Kaputt' }, { status: 500 })));
    const error = await getUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Kaputt', serverMessage: 'Kaputt' });
  });

  it("says 'status not ok' when the failure has no message", async () => {
    startSession('token', 60);
    server.use(http.get('*/user', () => new HttpResponse(null, { status: 503 })));
    await expect(getUser()).rejects.toMatchObject({ status: 503, message: STATUS_NOT_OK });
  });

  it('ends the session and hands over on a 401 of an authenticated call', async () => {
    startSession('expired-on-server', 60);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(http.get('*/user', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    await expect(getUser()).rejects.toMatchObject({ status: 401 });
    expect(isSignedIn()).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not treat a failed login (401 without a token) as an expired session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    await expect(login({ emailAddress: 'demo@example.com', password: 'wrong' })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports contract drift with the operation and the field', async () => {
    startSession('token', 60);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/user', () => HttpResponse.json({ ...user, firstName: 42 })));
    const error = await getUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractDriftError);
    expect(error).toMatchObject({
      operationId: 'getUser',
      issues: [expect.objectContaining({ path: '/firstName' })],
    });
  });

  it('reports fields the contract does not know (strict schemas)', async () => {
    startSession('token', 60);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/company', () => HttpResponse.json({ id: 'c1', name: 'Firma', surprise: true })));
    await expect(getCompany()).rejects.toThrow(/getCompany.*surprise/);
  });
});
