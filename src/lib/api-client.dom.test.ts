/**
 * Answers the portal cannot read (an HTML error page, an empty body, JSON cut off) become the one
 * ApiError on any status, never a parser's error, so a screen shows the call's own message.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { getUser } from '@generated/api/session/session';
import { ApiError, STATUS_NOT_OK } from './errors';
import { startSession } from './session';

const answer = (status: number, type: string, text: string) => {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(text, { status, headers: { 'content-type': type } }));
  onTestFinished(() => fetch.mockRestore());
};

describe('api client, unreadable answers', () => {
  it.each([
    [500, 'text/html', '<html><body><h1>500 Internal Server Error</h1></body></html>'],
    [502, 'application/json', ''],
    [500, 'application/json', '{"message": "Internal serv'],
    [200, 'application/json', '<html><body>Maintenance</body></html>'],
    [200, 'application/json; charset=utf-8', '{"emailAddress": "anna@exa'],
  ])('turns a %i %s answer of %j into an ApiError that says status not ok', async (status, type, text) => {
    startSession('token', 60);
    answer(status, type, text);
    const error = await getUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message: STATUS_NOT_OK, serverMessage: undefined });
  });
});
