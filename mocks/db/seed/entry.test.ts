import { describe, expect, it } from 'vitest';
import { GetOnboardingResponse } from '../../../src-generated/zod/onboarding/onboarding.zod';
import {
  GetJoinInvitationResponse,
  GetRegistrationInvitationResponse,
} from '../../../src-generated/zod/registration/registration.zod';
import { scenarios } from '../../scenarios';
import { resetDb } from '../store';
import { callOperation, expectContract } from '../../test-helpers';
import { ENTRY_IDS } from './entry';

describe.each(scenarios.map((scenario) => scenario.name))('entry seed of %s', (name) => {
  it('opens every documented entry screen', async () => {
    const db = resetDb(name);
    for (const invitationId of [
      ENTRY_IDS.onboarding,
      ENTRY_IDS.onboardingAgentClient,
      ENTRY_IDS.onboardingExistingUser,
    ]) {
      const response = await callOperation('getOnboarding', { params: { invitationId }, token: null });
      expectContract('getOnboarding', GetOnboardingResponse, response);
    }
    for (const invitationId of [ENTRY_IDS.join, ENTRY_IDS.team]) {
      const response = await callOperation('getJoinInvitation', { params: { invitationId }, token: null });
      expect(expectContract('getJoinInvitation', GetJoinInvitationResponse, response).companyName).toBe(
        db.company.name,
      );
    }
    const registration = await callOperation('getRegistrationInvitation', {
      params: { invitationId: ENTRY_IDS.registration },
      token: null,
    });
    expect(
      expectContract('getRegistrationInvitation', GetRegistrationInvitationResponse, registration),
    ).toEqual({
      to: 'neu@baeckerei-schneider.de',
    });
    expect(db.resetTokens).toContainEqual({
      token: ENTRY_IDS.resetToken,
      emailAddress: 'demo@example.com',
      used: false,
    });
  });
});

describe('entry seed', () => {
  it('has the documented invitations with their fixed data', () => {
    const db = resetDb('default');
    const byId = Object.fromEntries(db.invitations.map((invitation) => [invitation.id, invitation]));
    expect(byId[ENTRY_IDS.onboarding]).toMatchObject({
      kind: 'ONBOARDING',
      invitationType: 'ONBOARD_COMPANY',
      companyName: 'Muster Handwerk GmbH',
      legalForm: 'GmbH',
      emailAddress: 'inhaber@muster-handwerk.de',
      used: false,
    });
    expect(byId[ENTRY_IDS.onboardingAgentClient]).toMatchObject({
      invitationType: 'ONBOARD_AGENT_CLIENT',
      used: false,
    });
    expect(byId[ENTRY_IDS.onboardingExistingUser]).toMatchObject({ emailAddress: 'demo@example.com' });
    expect(byId[ENTRY_IDS.onboardingUsed]).toMatchObject({ used: true });
    expect(byId[ENTRY_IDS.join]).toMatchObject({
      kind: 'JOIN',
      emailAddress: 'kollegin@baeckerei-schneider.de',
    });
    expect(byId[ENTRY_IDS.team]).toMatchObject({ kind: 'TEAM' });
    expect(byId[ENTRY_IDS.registration]).toMatchObject({
      kind: 'REGISTRATION',
      emailAddress: 'neu@baeckerei-schneider.de',
    });
    expect(new Set(db.invitations.map((invitation) => invitation.kind))).toEqual(
      new Set(['ONBOARDING', 'JOIN', 'TEAM', 'REGISTRATION']),
    );
  });
});
