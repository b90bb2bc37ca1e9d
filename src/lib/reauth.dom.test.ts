/**
 * A 401 while the dashboard is shown asks the user to sign in again and repeats the call once; the
 * expiry passing asks before the call; signing in itself never asks.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { login } from '@generated/api/session/session';
import { getUser } from '@generated/api/session/session';
import { setReauthenticate } from './api-client';
import { ApiError } from './errors';
import { SESSION_STORAGE_KEY, startSession } from './session';

const user = { emailAddress: 'anna@example.com', firstName: 'Anna', lastName: 'Schneider' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's answers in turn; the tokens each call carried. */
const answers = (...responses: Response[]) => {
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => {
    const next = responses.shift();
    return next ? Promise.resolve(next) : Promise.reject(new Error('no answer left'));
  });
  onTestFinished(() => fetch.mockRestore());
  return () =>
    fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('authorization') ?? undefined);
};

const asking = (signIn: boolean) => {
  const ask = vi.fn(() => {
    if (signIn) startSession('Bearer fresh', 60);
    return Promise.resolve(signIn);
  });
  onTestFinished(setReauthenticate(ask));
  return ask;
};

describe('api client, the session ends while a page is open', () => {
  it('asks once on a 401, then repeats the call once with the new token', async () => {
    startSession('Bearer stale', 60);
    const tokens = answers(json(401, { message: 'Unauthorized' }), json(200, user));
    const ask = asking(true);
    await expect(getUser()).resolves.toEqual(user);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(tokens()).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('does not repeat the call when the user chose another user', async () => {
    startSession('Bearer stale', 60);
    const tokens = answers(json(401, {}));
    asking(false);
    await expect(getUser()).rejects.toMatchObject({ status: 401 });
    expect(tokens()).toHaveLength(1);
  });

  it('repeats the call only once: a 401 right after signing in again is the answer', async () => {
    startSession('Bearer stale', 60);
    const tokens = answers(json(401, {}), json(401, {}));
    const ask = asking(true);
    await expect(getUser()).rejects.toBeInstanceOf(ApiError);
    expect(tokens()).toHaveLength(2);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks before the call when the expiry has passed', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'old', expiresAt: Date.now() - 1 }));
    const tokens = answers(json(200, user));
    const ask = asking(true);
    await expect(getUser()).resolves.toEqual(user);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(tokens()).toEqual(['Bearer fresh']);
  });

  it('never asks for a sign-in: its 401 is a wrong password', async () => {
    startSession('Bearer stale', 60);
    answers(json(401, { message: 'Bad credentials' }));
    const ask = asking(true);
    await expect(login({ emailAddress: 'anna@example.com', password: 'x' })).rejects.toMatchObject({
      status: 401,
    });
    expect(ask).not.toHaveBeenCalled();
  });

  it('refuses a write while offline, without sending it', async () => {
    startSession('Bearer token', 60);
    const tokens = answers();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => online.mockRestore());
    await expect(login({ emailAddress: 'anna@example.com', password: 'x' })).rejects.toMatchObject({
      name: 'OfflineError',
    });
    expect(tokens()).toEqual([]);
  });
});
