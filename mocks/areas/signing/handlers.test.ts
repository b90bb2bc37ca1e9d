import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/store';
import { makePdf } from '../../lib/pdf';
import { callOperation, expectProblem } from '../../test-helpers';

const contractForm = async (title = 'Rahmenvertrag Zahlungsdienste') => {
  const form = new FormData();
  form.append(
    'file',
    new Blob([Uint8Array.from(await makePdf('Vertrag', ['Entwurf']))], { type: 'application/pdf' }),
    'contract.pdf',
  );
  form.append('title', title);
  return form;
};

/** Starts signing and answers the callback's query from the location header. */
const start = async (headers: Record<string, string> = {}) => {
  const response = await callOperation('startSigning', { body: await contractForm(), headers });
  expect(response.status).toBe(201);
  return new URL(response.headers.get('location') ?? '');
};

describe('contract signing', () => {
  it('sends the browser to the stand-in bank, which returns with code and state; then answers the signed PDF', async () => {
    const location = await start();
    expect(location.origin + location.pathname).toBe('http://localhost:5173/mocks/pages/signing-bank.html');
    expect(location.searchParams.get('redirect_uri')).toBe(
      'http://localhost:5173/dashboard/company/contract',
    );
    expect(location.searchParams.get('title')).toBe('Rahmenvertrag Zahlungsdienste');
    const code = location.searchParams.get('code') ?? '';
    const state = location.searchParams.get('state') ?? '';
    expect(code).toBe('mock-signing-code');
    expect(getDb().contractSigning?.signedDateTimeUTC).toBeUndefined();

    const signed = await callOperation('completeSigning', { query: { code, state } });
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(signed.bytes);
    expect(pdf.getTitle()).toBe('Rahmenvertrag Zahlungsdienste');
    const signedAt = getDb().contractSigning?.signedDateTimeUTC;
    expect(signedAt).toBeDefined();

    // A reload of the callback page gets the same contract; the signing time stays.
    expect((await callOperation('completeSigning', { query: { code, state } })).status).toBe(200);
    expect(getDb().contractSigning?.signedDateTimeUTC).toBe(signedAt);
  });

  it('uses the portal origin the request names', async () => {
    const location = await start({ origin: 'http://localhost:4173' });
    expect(location.origin).toBe('http://localhost:4173');
    expect(new URL(location.searchParams.get('redirect_uri') ?? '').origin).toBe('http://localhost:4173');
  });

  it('refuses a wrong code or state, and a callback before any signing started', async () => {
    const early = await callOperation('completeSigning', { query: { code: 'mock-signing-code' } });
    expect(early.status).toBe(400);
    expectProblem(early);
    const location = await start();
    for (const query of [{ code: 'falsch' }, { code: 'mock-signing-code', state: 'falsch' }, {}]) {
      const response = await callOperation('completeSigning', { query });
      expect(response.status).toBe(400);
      expectProblem(response);
    }
    expect(getDb().contractSigning?.state).toBe(location.searchParams.get('state'));
    expect(getDb().contractSigning?.signedDateTimeUTC).toBeUndefined();
  });

  it('refuses an upload without PDF or title', async () => {
    const noTitle = await contractForm(' ');
    const image = new FormData();
    image.append(
      'file',
      new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
      'x.png',
    );
    image.append('title', 'Vertrag');
    for (const body of [noTitle, image, new FormData()]) {
      const response = await callOperation('startSigning', { body });
      expect(response.status).toBe(400);
      expectProblem(response);
    }
  });

  it('needs a token', async () => {
    expect((await callOperation('startSigning', { body: await contractForm(), token: null })).status).toBe(
      401,
    );
    expect((await callOperation('completeSigning', { query: { code: 'x' }, token: null })).status).toBe(401);
  });
});
