/**
 * The provider side of the stand-in bank-login widget (mocks/pages/bank-widget.html), which the
 * mock build frames in the connect bank dialog. Not calls of the portal, so not in the contract:
 * the widget page asks for the accounts its session key found and tells which ones the user
 * granted. POST /bankconnections/{transaction} then connects only those.
 */
import { HttpResponse, http, type HttpHandler } from 'msw';
import * as z from 'zod';
import { api, problem } from '../../auth';
import type { BankConnectionRecord } from '../../db/schema';
import { getDb, saveSoon } from '../../db/store';
import { BANK_WIDGET_API } from './widget-paths';

const FinishBody = z.object({ ibans: z.array(z.string()).min(1) });

const sessionOf = (key: unknown): BankConnectionRecord | undefined =>
  getDb().bankConnections.find(
    (connection) => connection.wizardSessionKey === key && connection.status === 'PENDING',
  );

const unknownSession = () => problem(404, 'Unknown or finished bank login session');

export const bankWidgetHandlers: HttpHandler[] = [
  http.get(api(`${BANK_WIDGET_API}/:key`), ({ params }) => {
    const session = sessionOf(params.key);
    if (!session) return unknownSession();
    return HttpResponse.json({ bankName: session.bankName, accounts: session.availableAccounts ?? [] });
  }),

  http.post(api(`${BANK_WIDGET_API}/:key/finish`), async ({ params, request }) => {
    const session = sessionOf(params.key);
    if (!session) return unknownSession();
    const parsed = FinishBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return problem(400, 'Choose at least one account');
    const available = session.availableAccounts ?? [];
    const granted = available.filter((account) => parsed.data.ibans.includes(account.iban));
    if (granted.length !== parsed.data.ibans.length) return problem(400, 'Unknown account');
    session.availableAccounts = granted;
    saveSoon();
    return new HttpResponse(null, { status: 204 });
  }),
];
