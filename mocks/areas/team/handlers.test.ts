import { describe, expect, it } from 'vitest';
import {
  GetTeamInvitationResponse,
  InviteTeamMemberResponse,
  ListTeamInvitationsResponse,
  ListTeamMembersResponse,
} from '../../../src-generated/zod/team/team.zod';
import { DEMO_USER, TOKEN_LIFETIME_SECONDS, tokenEmail } from '../../auth';
import { getDb, resetDb } from '../../db/store';
import { Problem, callOperation, parseSuccess, tokenFor } from '../../test-helpers';

const members = async (token?: string) =>
  ListTeamMembersResponse.parse((await callOperation('listTeamMembers', { token })).body)._embedded
    .userWithRoleList;

const invitations = async () =>
  ListTeamInvitationsResponse.parse((await callOperation('listTeamInvitations')).body)._embedded
    .userWithRoleList;

const invite = (emailAddress: string) => callOperation('inviteTeamMember', { body: { emailAddress } });

const joinBody = (id: string, emailAddress: string, overrides: Record<string, string> = {}) => ({
  invitationId: id,
  registration: {
    emailAddress,
    firstName: 'Lena',
    lastName: 'Fischer',
    password: 'Roggenbrot2026',
    passwordConfirmation: 'Roggenbrot2026',
    invitationId: id,
    ...overrides,
  },
});

describe('team members', () => {
  it('lists the demo user and colleagues, some without first names', async () => {
    const list = await members();
    expect(list.length).toBe(6);
    expect(list[0]).toMatchObject({ emailAddress: DEMO_USER.emailAddress, firstName: 'Anna' });
    expect(list.some((member) => !member.firstName)).toBe(true);
    expect(list.some((member) => member.firstName)).toBe(true);
  });

  it('answers 401 without a token', async () => {
    for (const operationId of ['listTeamMembers', 'listTeamInvitations']) {
      const { status, body } = await callOperation(operationId, { token: null });
      expect(status).toBe(401);
      Problem.parse(body);
    }
    expect((await callOperation('inviteTeamMember', { token: null, body: {} })).status).toBe(401);
    expect((await callOperation('removeTeamMember', { token: null, params: { id: 'x' } })).status).toBe(401);
    expect((await callOperation('getTeamInvitation', { token: null, params: { id: 'x' } })).status).toBe(401);
  });

  it('removes another member, who can then no longer be found', async () => {
    const target = (await members()).find((member) => member.emailAddress !== DEMO_USER.emailAddress);
    const { status } = await callOperation('removeTeamMember', { params: { id: target?.id ?? '' } });
    expect(status).toBe(200);
    expect((await members()).map((member) => member.id)).not.toContain(target?.id);
    expect((await callOperation('removeTeamMember', { params: { id: target?.id ?? '' } })).status).toBe(404);
  });

  it('does not let the signed-in user remove themselves', async () => {
    const self = (await members()).find((member) => member.emailAddress === DEMO_USER.emailAddress);
    const { status, body } = await callOperation('removeTeamMember', { params: { id: self?.id ?? '' } });
    expect(status).toBe(400);
    expect(Problem.parse(body).message).toMatch(/yourself/);
    expect((await members()).map((member) => member.id)).toContain(self?.id);
  });

  it('answers 404 for an unknown member', async () => {
    const { status, body } = await callOperation('removeTeamMember', { params: { id: 'nobody' } });
    expect(status).toBe(404);
    Problem.parse(body);
  });

  it('has only the demo user in a fresh company', async () => {
    resetDb('fresh');
    expect((await members()).map((member) => member.emailAddress)).toEqual([DEMO_USER.emailAddress]);
    expect(await invitations()).toEqual([]);
  });
});

describe('team invitations', () => {
  it('lists two pending invitations', async () => {
    expect(await invitations()).toHaveLength(2);
  });

  it('invites a person (201), who appears as pending and can be fetched', async () => {
    const { status, body } = await invite('Neu.Kollege@Example.de');
    expect(status).toBe(201);
    const invitation = InviteTeamMemberResponse.parse(body);
    expect(invitation).toMatchObject({
      emailAddress: 'neu.kollege@example.de',
      companyName: getDb().company.name,
    });
    expect((await invitations()).map((entry) => entry.id)).toContain(invitation.id);
    const fetched = await callOperation('getTeamInvitation', { params: { id: invitation.id } });
    expect(fetched.status).toBe(200);
    expect(GetTeamInvitationResponse.parse(fetched.body)).toEqual(invitation);
  });

  it('refuses members, pending invitees and invalid e-mail addresses (400)', async () => {
    const existingMember = (await members())[1]?.emailAddress ?? '';
    const pending = (await invitations())[0]?.emailAddress ?? '';
    for (const emailAddress of [existingMember.toUpperCase(), pending, 'not-an-email']) {
      const { status, body } = await invite(emailAddress);
      expect(status).toBe(400);
      expect(Problem.parse(body).errors?.[0]?.field).toBe('emailAddress');
    }
    expect(await invitations()).toHaveLength(2);
  });

  it('answers 404 for an unknown invitation', async () => {
    const { status, body } = await callOperation('getTeamInvitation', { params: { id: 'nope' } });
    expect(status).toBe(404);
    Problem.parse(body);
  });

  it('removes a pending invitation through the member call', async () => {
    const [first] = await invitations();
    expect((await callOperation('removeTeamMember', { params: { id: first?.id ?? '' } })).status).toBe(200);
    expect(await invitations()).toHaveLength(1);
    expect((await callOperation('getTeamInvitation', { params: { id: first?.id ?? '' } })).status).toBe(404);
  });
});

describe('joining a team invitation', () => {
  it('creates the user and member and signs them in (201 with session headers)', async () => {
    const invitation = InviteTeamMemberResponse.parse((await invite('lea.braun@example.de')).body);
    const { status, headers, body } = await callOperation('joinTeamInvitation', {
      token: null,
      params: { id: invitation.id },
      body: joinBody(invitation.id, invitation.emailAddress),
    });
    expect(status).toBe(201);
    parseSuccess('joinTeamInvitation', body);
    expect(headers.get('expires')).toBe(String(TOKEN_LIFETIME_SECONDS));
    const authorization = headers.get('authorization') ?? '';
    const request = new Request('http://localhost:4010/user', { headers: { authorization } });
    expect(tokenEmail(request)).toBe('lea.braun@example.de');
    expect(await invitations()).toHaveLength(2);
    expect(await members()).toContainEqual(
      expect.objectContaining({ emailAddress: 'lea.braun@example.de', firstName: 'Lena', role: 'USER' }),
    );
    // The new member can sign in with the chosen password.
    const login = await callOperation('login', {
      token: null,
      body: { emailAddress: 'lea.braun@example.de', password: 'Roggenbrot2026' },
    });
    expect(login.status).toBe(200);
    // The new member may remove others, but not themselves.
    const newMember = (await members()).find((member) => member.emailAddress === 'lea.braun@example.de');
    const self = await callOperation('removeTeamMember', {
      token: tokenFor('lea.braun@example.de'),
      params: { id: newMember?.id ?? '' },
    });
    expect(self.status).toBe(400);
  });

  it('uses an invitation once (PENDING -> ACCEPTED, then 400)', async () => {
    const [pending] = await invitations();
    const id = pending?.id ?? '';
    const email = pending?.emailAddress ?? '';
    const first = await callOperation('joinTeamInvitation', {
      token: null,
      params: { id },
      body: joinBody(id, email),
    });
    expect(first.status).toBe(201);
    const second = await callOperation('joinTeamInvitation', {
      token: null,
      params: { id },
      body: joinBody(id, email),
    });
    expect(second.status).toBe(400);
    expect(Problem.parse(second.body).message).toMatch(/already been used/);
  });

  it('checks the passwords, the e-mail address and the invitation id (400) and unknown ids (404)', async () => {
    const [pending] = await invitations();
    const id = pending?.id ?? '';
    const email = pending?.emailAddress ?? '';
    const cases = [
      joinBody(id, email, { passwordConfirmation: 'different' }),
      joinBody(id, 'someone.else@example.de'),
      joinBody(id, email, { invitationId: 'other' }),
      { invitationId: id },
    ];
    for (const body of cases) {
      const { status, body: answer } = await callOperation('joinTeamInvitation', {
        token: null,
        params: { id },
        body,
      });
      expect(status).toBe(400);
      Problem.parse(answer);
    }
    const unknown = await callOperation('joinTeamInvitation', {
      token: null,
      params: { id: 'unknown' },
      body: joinBody('unknown', email),
    });
    expect(unknown.status).toBe(404);
    Problem.parse(unknown.body);
  });
});
