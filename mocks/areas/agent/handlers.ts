/**
 * The agent function: connected apps, client companies, invitations of new clients and the
 * clients' payments (tracked transactions).
 */
import { HttpResponse } from 'msw';
import type { TrackedTransaction } from '../../../src-generated/model/trackedTransaction';
import {
  CreateTrackedTransactionBody,
  ListAgentClientsQueryParams,
  ListTrackedTransactionsQueryParams,
  UpdateAgentBody,
} from '../../../src-generated/zod/agent/agent.zod';
import type { Db } from '../../db/schema';
import { nextId, nowIso } from '../../lib/ids';
import { type ListQuery, pageOf, sortItems } from '../../lib/lists';
import { listQuery } from '../../lib/query';
import { notFound, ok, omit, fieldError } from '../../lib/respond';
import { route } from '../../lib/route';

/** Where the portal runs: the invitation link leads to its onboarding screen. */
const portalOrigin = () =>
  typeof window !== 'undefined' && window.location?.origin ? window.location.origin : 'http://localhost:5173';

/**
 * The agent's invitation has no e-mail address (the client types its own, ONBOARD_AGENT_CLIENT
 * makes the field editable), but the onboarding context requires one: this placeholder.
 */
export const AGENT_CLIENT_PLACEHOLDER_EMAIL = 'neuer.mandant@example.de';

const okEmpty = () => new HttpResponse(null, { status: 200 });

/** The portal sorts by createdAt or createdDateTimeUTC; both mean the creation time. */
const trackedSort = (query: ListQuery): ListQuery => ({
  ...query,
  sort: query.sort.map((order) =>
    order.field === 'createdAt' ? { ...order, field: 'createdDateTimeUTC' } : order,
  ),
});

/** A tracked payment of this company follows its payment's state. */
const currentState = (db: Db, transaction: Db['trackedTransactions'][number]): TrackedTransaction => {
  const payment = transaction.paymentId
    ? db.payments.find((candidate) => candidate.id === transaction.paymentId)
    : undefined;
  const answer = omit(transaction, 'paymentId', 'agentAllowList');
  return payment ? { ...answer, state: payment.state } : answer;
};

export const agentHandlers = [
  route('listAgentApps', ({ db }) => ok({ _embedded: { connectedApps: db.connectedApps } })),

  route('listAgentClients', ({ db, query: raw }) => {
    const query = listQuery(ListAgentClientsQueryParams.parse(raw));
    // Ids grow with creation, so "newest first" is the id, descending.
    const sorted = sortItems(db.agentClients, query, { field: 'id', direction: 'desc' });
    return ok(pageOf(sorted, query, 'agentClients'));
  }),

  route('inviteAgentClient', ({ db }) => {
    const id = nextId(db);
    db.invitations.push({
      id,
      kind: 'ONBOARDING',
      invitationType: 'ONBOARD_AGENT_CLIENT',
      emailAddress: AGENT_CLIENT_PLACEHOLDER_EMAIL,
      used: false,
      createdDateTimeUTC: nowIso(),
    });
    const link = `${portalOrigin()}/onboarding/${id}`;
    return ok({
      invitationId: id,
      invitationText:
        `Guten Tag,\n\n${db.company.name} lädt Sie ein, Ihr Unternehmen als Mandant zu registrieren. ` +
        `Bitte schließen Sie die Registrierung unter folgendem Link ab:\n${link}\n\nViele Grüße`,
    });
  }),

  route('listTrackedTransactions', ({ db, query: raw }) => {
    const query = trackedSort(listQuery(ListTrackedTransactionsQueryParams.parse(raw)));
    const current = db.trackedTransactions.map((transaction) => currentState(db, transaction));
    const sorted = sortItems(current, query, { field: 'createdDateTimeUTC', direction: 'desc' });
    return ok(pageOf(sorted, query, 'trackedTransactions'));
  }),

  route('createTrackedTransaction', ({ db, params, body }) => {
    const { agentAllowList } = CreateTrackedTransactionBody.parse(body);
    const payment = db.payments.find((candidate) => candidate.id === params.id);
    if (!payment) return notFound('Payment');
    const unknown = agentAllowList.filter(
      (applicationId) => !db.connectedApps.some((app) => app.applicationId === applicationId && app.active),
    );
    if (unknown.length) return fieldError('agentAllowList', `No active connected app: ${unknown.join(', ')}`);
    const existing = db.trackedTransactions.find((transaction) => transaction.paymentId === payment.id);
    if (existing) {
      existing.agentAllowList = [...new Set([...(existing.agentAllowList ?? []), ...agentAllowList])];
      existing.state = payment.state;
      return okEmpty();
    }
    const { firstName, lastName, emailAddress } = payment.debitor ?? {};
    db.trackedTransactions.push({
      id: nextId(db),
      state: payment.state,
      agentClientCompanyName: db.company.name,
      debitor: payment.debitor ? { firstName, lastName, emailAddress } : undefined,
      purpose: payment.purpose,
      amount: payment.amount,
      createdDateTimeUTC: payment.createdDateTimeUTC,
      paymentId: payment.id,
      agentAllowList: [...new Set(agentAllowList)],
    });
    return okEmpty();
  }),

  route('removeAgentClient', ({ db, params }) => {
    if (!db.agentClients.some((client) => client.id === params.id)) return notFound('Agent client');
    db.agentClients = db.agentClients.filter((client) => client.id !== params.id);
    return okEmpty();
  }),

  route('updateAgent', ({ db, params, body }) => {
    const { agentEnabled } = UpdateAgentBody.parse(body);
    if (params.id !== db.company.id) return notFound('Company');
    db.company.agentEnabled = agentEnabled;
    return okEmpty();
  }),
];
