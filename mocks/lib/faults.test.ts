import { describe, expect, it } from 'vitest';
import { issueToken, DEMO_USER } from '../auth';
import { callOperation } from '../test-helpers';
import { answerFault, clearFaults, Fault, FaultEntries, listFaults, setFault } from './faults';

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

  it('acts first and then loses the answer (afterHandler): the write is held, the client sees the fault', async () => {
    const body = { emailAddress: 'lost.answer@example.com' };
    setFault('inviteTeamMember', { status: 502, afterHandler: true, times: 1 });
    expect((await callOperation('inviteTeamMember', { body })).status).toBe(502);
    const invitations = await callOperation('listTeamInvitations');
    expect(JSON.stringify(invitations.body)).toContain(body.emailAddress);
  });

  it('adds latency and is cleared', async () => {
    setFault('getUser', { latencyMs: 30 });
    expect((await getUser()).status).toBe(200);
    clearFaults();
    expect((await getUser()).status).toBe(200);
  });
});

describe('a given answer', () => {
  it('answers the status with exactly the given JSON body, whatever the contract says', async () => {
    setFault('listInvoiceEvents', { status: 200, body: [] });
    const answer = await callOperation('listInvoiceEvents', { params: { id: 'any' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body).toEqual([]);
  });

  it('answers the status with no body at all', async () => {
    setFault('initializeEbics', { status: 200, emptyBody: true, times: 1 });
    const answer = await callOperation('initializeEbics', {
      params: { id: 'any' },
      body: { userId: 'USER1', partnerId: 'PARTNER1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.bytes).toHaveLength(0);
    expect(answer.body).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>]>([
    ['a body without a status', { body: [] }],
    ['no body without a status', { emptyBody: true }],
    ['a body and no body at once', { status: 200, body: [], emptyBody: true }],
    ['a body on a 204', { status: 204, body: {} }],
    ['a message beside a body', { status: 200, body: [], message: 'x' }],
    ['a status no answer can have', { status: 100, emptyBody: true }],
    ['a misspelt key', { status: 500, mesage: 'x' }],
  ])('refuses %s', (_, fault) => {
    expect(Fault.safeParse(fault).success).toBe(false);
  });

  it('is checked when set, so a fault that cannot be answered is not kept', () => {
    expect(() => setFault('getUser', { status: 204, body: {} })).toThrow(/a 204 answer has no body/);
    expect(listFaults()).toEqual([]);
  });

  it('survives the browser session storage (JSON) unchanged', () => {
    setFault('listInvoiceEvents', { status: 200, body: { _embedded: { invoiceEventsList: [] } } });
    setFault('initializeEbics', { status: 200, emptyBody: true, times: 2 });
    const stored = JSON.parse(JSON.stringify(listFaults()));
    expect(FaultEntries.parse(stored)).toEqual(listFaults());
  });

  it('is read from the dev panel: a status and a JSON body, an empty body meaning none', () => {
    expect(answerFault('200', ' [] ')).toEqual({ fault: { status: 200, body: [] } });
    expect(answerFault('200', '')).toEqual({ fault: { status: 200, emptyBody: true } });
    expect(answerFault('200', '{"a": ')).toEqual({
      error: 'The body is not valid JSON (leave it empty for no body).',
    });
    expect(answerFault('204', '{}')).toEqual({
      error: expect.stringMatching(/^body: a 204 answer has no body/),
    });
    expect(answerFault('', '[]')).toEqual({ error: expect.stringMatching(/^status: /) });
  });
});
