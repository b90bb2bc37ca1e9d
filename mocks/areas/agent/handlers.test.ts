import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../src-generated/model/payment';
import { PaymentState } from '../../../src-generated/model/paymentState';
import {
  InviteAgentClientResponse,
  ListAgentAppsResponse,
  ListAgentClientsResponse,
  ListTrackedTransactionsResponse,
} from '../../../src-generated/zod/agent/agent.zod';
import { getDb, resetDb } from '../../db/store';
import { Problem, callOperation, parseSuccess } from '../../test-helpers';

const clients = async (query: Record<string, string | number | string[]> = {}) => {
  const { status, body } = await callOperation('listAgentClients', { query });
  expect(status).toBe(200);
  return ListAgentClientsResponse.parse(body);
};

const tracked = async (query: Record<string, string | number | string[]> = {}) => {
  const { status, body } = await callOperation('listTrackedTransactions', { query });
  expect(status).toBe(200);
  return ListTrackedTransactionsResponse.parse(body);
};

const addPayment = (overrides: Partial<Payment> = {}): Payment => {
  const payment: Payment = {
    id: 'pay-agent-1',
    state: 'PENDING',
    paymentMethod: 'ONLINE_PAYMENT',
    paymentType: 'PAYMENT_REQUEST',
    purpose: 'Rechnung 2026-0777',
    amount: 119.95,
    createdDateTimeUTC: '2026-10-30T10:15:00.000Z',
    debitor: { firstName: 'Max', lastName: 'Mustermann', emailAddress: 'max.mustermann@example.de' },
    debitorRef: 'debitor-1',
    ...overrides,
  };
  getDb().payments.push(payment);
  return payment;
};

describe('connected apps', () => {
  it('lists the connected apps, active and inactive', async () => {
    const { status, body } = await callOperation('listAgentApps');
    expect(status).toBe(200);
    const apps = ListAgentAppsResponse.parse(body)._embedded.connectedApps;
    expect(apps.length).toBeGreaterThanOrEqual(2);
    expect(new Set(apps.map((app) => app.active))).toEqual(new Set([true, false]));
  });

  it('is empty without the agent function', async () => {
    resetDb('fresh');
    expect(
      ListAgentAppsResponse.parse((await callOperation('listAgentApps')).body)._embedded.connectedApps,
    ).toEqual([]);
    expect((await clients()).page.totalElements).toBe(0);
    expect((await tracked()).page.totalElements).toBe(0);
  });
});

describe('agent clients', () => {
  it('pages the clients (sizes 5, 30, 50)', async () => {
    const first = await clients({ size: 5, page: 0 });
    expect(first._embedded.agentClients).toHaveLength(5);
    expect(first.page).toEqual({ size: 5, totalElements: 8, totalPages: 2, number: 0 });
    const second = await clients({ size: 5, page: 1 });
    expect(second._embedded.agentClients).toHaveLength(3);
    const all = await clients({ size: 30 });
    expect(all.page.totalPages).toBe(1);
    expect(new Set(all._embedded.agentClients.map((client) => client.active))).toEqual(
      new Set([true, false]),
    );
    const ids = [...first._embedded.agentClients, ...second._embedded.agentClients].map(
      (client) => client.id,
    );
    expect(new Set(ids).size).toBe(8);
  });

  it('sorts newest first by default and by name on request', async () => {
    const ids = (await clients({ size: 50 }))._embedded.agentClients.map((client) => client.id);
    expect(ids).toEqual([...ids].sort().reverse());
    const names = (await clients({ size: 50, sort: 'name,asc' }))._embedded.agentClients.map(
      (client) => client.name,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
  });

  it('removes a client (200) and answers 404 afterwards', async () => {
    const [first] = (await clients())._embedded.agentClients;
    const id = first?.id ?? '';
    const removed = await callOperation('removeAgentClient', { params: { id } });
    expect(removed.status).toBe(200);
    parseSuccess('removeAgentClient', removed.body);
    expect((await clients({ size: 50 }))._embedded.agentClients.map((client) => client.id)).not.toContain(id);
    const again = await callOperation('removeAgentClient', { params: { id } });
    expect(again.status).toBe(404);
    Problem.parse(again.body);
  });

  it('invites a client with a text that carries the onboarding link', async () => {
    const { status, body } = await callOperation('inviteAgentClient');
    expect(status).toBe(200);
    const invitation = InviteAgentClientResponse.parse(body);
    expect(invitation.invitationText).toMatch(
      new RegExp(`https?://\\S+/onboarding/${invitation.invitationId}`),
    );
    expect(getDb().invitations).toContainEqual(
      expect.objectContaining({
        id: invitation.invitationId,
        invitationType: 'ONBOARD_AGENT_CLIENT',
        used: false,
      }),
    );
  });

  it('answers 401 without a token', async () => {
    for (const operationId of [
      'listAgentApps',
      'listAgentClients',
      'listTrackedTransactions',
      'inviteAgentClient',
    ]) {
      expect((await callOperation(operationId, { token: null })).status).toBe(401);
    }
    expect((await callOperation('removeAgentClient', { token: null, params: { id: 'x' } })).status).toBe(401);
  });
});

describe('tracked transactions', () => {
  it('has 40 tracked payments in every payment state', async () => {
    const all = await tracked({ size: 50 });
    expect(all.page.totalElements).toBe(40);
    expect(new Set(all._embedded.trackedTransactions.map((entry) => entry.state))).toEqual(
      new Set(Object.values(PaymentState)),
    );
    for (const entry of all._embedded.trackedTransactions) {
      expect(entry.agentClientCompanyName).toBeTruthy();
      expect(entry.debitor?.lastName).toBeTruthy();
      expect(Number.isInteger(Math.round(entry.amount * 100))).toBe(true);
    }
  });

  it('pages with size 10 by default, newest first', async () => {
    const page = await tracked();
    expect(page.page).toEqual({ size: 10, totalElements: 40, totalPages: 4, number: 0 });
    const dates = page._embedded.trackedTransactions.map((entry) => entry.createdDateTimeUTC);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await tracked({ page: 3 });
    expect(last._embedded.trackedTransactions).toHaveLength(10);
    expect(last._embedded.trackedTransactions.at(-1)?.createdDateTimeUTC ?? '').toBe(
      (await tracked({ size: 50, sort: 'createdDateTimeUTC,asc' }))._embedded.trackedTransactions[0]
        ?.createdDateTimeUTC,
    );
  });

  it('sorts by createdDateTimeUTC or createdAt in both directions', async () => {
    for (const field of ['createdDateTimeUTC', 'createdAt']) {
      const ascending = (await tracked({ size: 50, sort: `${field},asc` }))._embedded.trackedTransactions;
      const dates = ascending.map((entry) => entry.createdDateTimeUTC);
      expect(dates).toEqual([...dates].sort());
      const descending = (await tracked({ size: 50, sort: `${field},desc` }))._embedded.trackedTransactions;
      expect(descending.map((entry) => entry.createdDateTimeUTC)).toEqual([...dates].reverse());
    }
  });

  it('tracks a payment for active connected apps and follows its state', async () => {
    const payment = addPayment();
    const { status, body } = await callOperation('createTrackedTransaction', {
      params: { id: payment.id },
      body: { agentAllowList: ['app-kassensystem-nord'] },
    });
    expect(status).toBe(200);
    parseSuccess('createTrackedTransaction', body);
    const list = (await tracked({ size: 50 }))._embedded.trackedTransactions;
    expect(list).toHaveLength(41);
    const entry = list.find((candidate) => candidate.purpose === payment.purpose);
    expect(entry).toMatchObject({
      state: 'PENDING',
      amount: 119.95,
      agentClientCompanyName: getDb().company.name,
      debitor: { lastName: 'Mustermann' },
    });
    payment.state = 'COMPLETED';
    const again = await callOperation('createTrackedTransaction', {
      params: { id: payment.id },
      body: { agentAllowList: ['app-vereinsverwaltung-plus'] },
    });
    expect(again.status).toBe(200);
    const after = (await tracked({ size: 50 }))._embedded.trackedTransactions;
    expect(after).toHaveLength(41);
    expect(after.find((candidate) => candidate.purpose === payment.purpose)?.state).toBe('COMPLETED');
  });

  it('answers 404 for an unknown payment and 400 for unknown, inactive or missing apps', async () => {
    const unknown = await callOperation('createTrackedTransaction', {
      params: { id: 'no-such-payment' },
      body: { agentAllowList: ['app-kassensystem-nord'] },
    });
    expect(unknown.status).toBe(404);
    Problem.parse(unknown.body);
    const payment = addPayment();
    for (const agentAllowList of [['app-unbekannt'], ['app-praxisportal'], []]) {
      const { status, body } = await callOperation('createTrackedTransaction', {
        params: { id: payment.id },
        body: { agentAllowList },
      });
      expect(status).toBe(400);
      expect(Problem.parse(body).errors?.[0]?.field).toBe('agentAllowList');
    }
    expect((await tracked()).page.totalElements).toBe(40);
  });
});

describe('agent function', () => {
  it('turns the agent function off and on', async () => {
    const id = getDb().company.id;
    for (const agentEnabled of [false, true]) {
      const { status, body } = await callOperation('updateAgent', { params: { id }, body: { agentEnabled } });
      expect(status).toBe(200);
      parseSuccess('updateAgent', body);
      expect(getDb().company.agentEnabled).toBe(agentEnabled);
    }
  });

  it('answers 404 for another company and 400 without agentEnabled', async () => {
    const other = await callOperation('updateAgent', {
      params: { id: 'other' },
      body: { agentEnabled: true },
    });
    expect(other.status).toBe(404);
    Problem.parse(other.body);
    const invalid = await callOperation('updateAgent', { params: { id: getDb().company.id }, body: {} });
    expect(invalid.status).toBe(400);
    Problem.parse(invalid.body);
  });
});
