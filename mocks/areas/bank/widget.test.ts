import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { api } from '../../auth';
import { getDb } from '../../db/store';
import { callOperation, expectContract } from '../../test-helpers';
import { BANK_WIDGET_API } from './widget-paths';
import { CreateBankConnectionResponse } from '../../../src-generated/zod/bank-connections/bank-connections.zod';

/** The widget page's calls: no bearer token, the session key is the widget's credential. */
const widget = (path: string, init?: RequestInit) => fetch(api(`${BANK_WIDGET_API}/${path}`), init);

const startSession = async () =>
  expectContract(
    'createBankConnection',
    CreateBankConnectionResponse,
    await callOperation('createBankConnection'),
  );

describe('stand-in bank-login widget', () => {
  it('shows the accounts of a session and connects only the granted ones', async () => {
    const before = getDb().bankAccounts.length;
    const { wizard_session_key: key, transaction } = await startSession();
    const session = await widget(key);
    expect(session.status).toBe(200);
    const body: unknown = await session.json();
    const accounts = z.object({ accounts: z.array(z.object({ iban: z.string() })) }).parse(body).accounts;
    expect(accounts.length).toBeGreaterThan(0);

    const granted = accounts[0]?.iban ?? '';
    const finish = await widget(`${key}/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ibans: [granted] }),
    });
    expect(finish.status).toBe(204);

    expect((await callOperation('completeBankConnection', { params: { id: transaction } })).status).toBe(200);
    const added = getDb().bankAccounts.slice(before);
    expect(added.map((account) => account.iban)).toEqual([granted]);
    // A finished session is gone for the widget.
    expect((await widget(key)).status).toBe(404);
  });

  it('refuses unknown keys, no account and accounts of another bank', async () => {
    expect((await widget('wsk_unknown')).status).toBe(404);
    const { wizard_session_key: key } = await startSession();
    for (const ibans of [[], ['DE02120300000000202051']]) {
      const response = await widget(`${key}/finish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ibans }),
      });
      expect(response.status).toBe(400);
    }
  });
});
