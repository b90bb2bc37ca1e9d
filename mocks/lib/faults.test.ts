import { describe, expect, it } from 'vitest';
import { issueToken, DEMO_USER } from '../auth';
import { clearFaults, setFault } from './faults';

const getUser = () =>
  fetch('http://localhost:4010/user', {
    headers: { authorization: `Bearer ${issueToken(DEMO_USER.emailAddress)}` },
  });

describe('fault injection', () => {
  it('answers with an injected status and message', async () => {
    setFault('getUser', { status: 503, message: 'Wartung' });
    const response = await getUser();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Wartung' });
  });

  it('can fail only the next call', async () => {
    setFault('getUser', { status: 500, times: 1 });
    expect((await getUser()).status).toBe(500);
    expect((await getUser()).status).toBe(200);
  });

  it('sends a malformed body', async () => {
    setFault('getUser', { malformedBody: true });
    await expect((await getUser()).json()).rejects.toThrow();
  });

  it('fails like a broken network', async () => {
    setFault('getUser', { networkError: true });
    await expect(getUser()).rejects.toThrow();
  });

  it('adds latency and is cleared', async () => {
    setFault('getUser', { latencyMs: 30 });
    expect((await getUser()).status).toBe(200);
    clearFaults();
    expect((await getUser()).status).toBe(200);
  });
});
