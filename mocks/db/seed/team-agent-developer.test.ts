import { describe, expect, it } from 'vitest';
import { PaymentState } from '../../../src-generated/model/paymentState';
import {
  ListAgentAppsResponse,
  ListAgentClientsResponse,
  ListTrackedTransactionsResponse,
} from '../../../src-generated/zod/agent/agent.zod';
import { ListApiKeysResponse } from '../../../src-generated/zod/api-keys/api-keys.zod';
import { GetCorrelationResponse } from '../../../src-generated/zod/correlations/correlations.zod';
import { ListTeamMembersResponse } from '../../../src-generated/zod/team/team.zod';
import { CreateWebhookResponse } from '../../../src-generated/zod/webhooks/webhooks.zod';
import { DEMO_USER } from '../../auth';
import { omit } from '../../lib/respond';
import { scenarios } from '../../scenarios';
import { seedDb } from './index';

const page = (count: number) => ({ size: count, totalElements: count, totalPages: 1, number: 0 });

describe.each(scenarios.map((scenario) => [scenario.name, scenario] as const))(
  'seed of %s',
  (name, scenario) => {
    const db = seedDb(name);

    it('passes the strict schemas', () => {
      ListTeamMembersResponse.parse({
        _embedded: { userWithRoleList: [...db.teamMembers, ...db.teamInvitations] },
      });
      ListAgentAppsResponse.parse({ _embedded: { connectedApps: db.connectedApps } });
      ListAgentClientsResponse.parse({
        _embedded: { agentClients: db.agentClients },
        page: page(db.agentClients.length),
      });
      ListTrackedTransactionsResponse.parse({
        _embedded: {
          trackedTransactions: db.trackedTransactions.map((entry) =>
            omit(entry, 'paymentId', 'agentAllowList'),
          ),
        },
        page: page(db.trackedTransactions.length),
      });
      ListApiKeysResponse.parse({
        _embedded: { apiKeysList: db.apiKeys.map(({ name, prefix }) => ({ name, prefix })) },
      });
      for (const webhook of db.webhooks) CreateWebhookResponse.parse(webhook);
      for (const correlation of db.correlations) GetCorrelationResponse.parse(correlation);
    });

    it('has the demo user as a team member with the user id', () => {
      const demo = db.users.find((user) => user.emailAddress === DEMO_USER.emailAddress);
      expect(db.teamMembers[0]).toMatchObject({ id: demo?.id, emailAddress: DEMO_USER.emailAddress });
    });

    it('fills the lists as the scenario says', () => {
      if (scenario.fresh) {
        expect(db.teamMembers).toHaveLength(1);
        for (const list of [
          db.teamInvitations,
          db.agentClients,
          db.trackedTransactions,
          db.connectedApps,
          db.apiKeys,
          db.webhooks,
        ])
          expect(list).toEqual([]);
        return;
      }
      expect(db.teamMembers).toHaveLength(6);
      expect(db.teamInvitations).toHaveLength(2);
      expect(db.apiKeys).toHaveLength(4);
      expect(new Set(db.webhooks.map((webhook) => webhook.mode))).toEqual(new Set(['LIVE', 'DISABLED']));
      if (!scenario.agent) {
        expect(db.agentClients).toEqual([]);
        return;
      }
      expect(db.agentClients).toHaveLength(8);
      expect(db.trackedTransactions).toHaveLength(40);
      expect(new Set(db.trackedTransactions.map((entry) => entry.state))).toEqual(
        new Set(Object.values(PaymentState)),
      );
      expect(new Set(db.agentClients.map((client) => client.active))).toEqual(new Set([true, false]));
    });

    it('keeps full API keys out of the list and invitations as records', () => {
      for (const key of db.apiKeys) expect(key.apiKey.startsWith(`${key.prefix}.`)).toBe(true);
      for (const invitation of db.teamInvitations)
        expect(db.invitations).toContainEqual(
          expect.objectContaining({ id: invitation.id, kind: 'TEAM', used: false }),
        );
    });

    it('is deterministic', () => {
      const again = seedDb(name);
      expect(again.teamMembers).toEqual(db.teamMembers);
      expect(again.trackedTransactions).toEqual(db.trackedTransactions);
      expect(again.apiKeys).toEqual(db.apiKeys);
      expect(again.correlations).toEqual(db.correlations);
    });
  },
);
