import { describe, expect, it } from 'vitest';
import { GetOnboardingResponse } from '../../../src-generated/zod/onboarding/onboarding.zod';
import {
  GetJoinInvitationResponse,
  GetRegistrationInvitationResponse,
} from '../../../src-generated/zod/registration/registration.zod';
import { ListUserAccountsResponse } from '../../../src-generated/zod/session/session.zod';
import { TOKEN_LIFETIME_SECONDS, tokenEmail } from '../../auth';
import { getDb } from '../../db/store';
import { ENTRY_IDS } from '../../db/seed/entry';
import { type CallResult, callOperation, expectContract, expectProblem } from '../../test-helpers';

const login = (emailAddress: string, password: string) =>
  callOperation('login', { body: { emailAddress, password }, token: null });

/** The session headers of a 201, and that the token signs in as `emailAddress`. */
const expectSession = (response: CallResult, emailAddress: string) => {
  expect(response.status).toBe(201);
  expect(response.headers.get('expires')).toBe(String(TOKEN_LIFETIME_SECONDS));
  const authorization = response.headers.get('authorization') ?? '';
  expect(tokenEmail(new Request('http://x', { headers: { authorization } }))).toBe(emailAddress);
  return authorization.replace(/^Bearer /, '');
};

describe('sandbox sign-up', () => {
  it('answers 201 and leaves an onboarding invitation for the new address', async () => {
    const response = await callOperation('signUpSandbox', {
      body: { emailAddress: 'lukas.becker@example.de' },
      token: null,
    });
    expect(response.status).toBe(201);
    const invitation = getDb().invitations.find((item) => item.emailAddress === 'lukas.becker@example.de');
    expect(invitation).toMatchObject({ kind: 'ONBOARDING', used: false });
    const context = await callOperation('getOnboarding', {
      params: { invitationId: invitation?.id ?? '' },
      token: null,
    });
    expect(expectContract('getOnboarding', GetOnboardingResponse, context).to).toBe(
      'lukas.becker@example.de',
    );
  });

  it('answers 400 with a message for an address that has an account, and for a malformed one', async () => {
    const taken = await callOperation('signUpSandbox', {
      body: { emailAddress: 'demo@example.com' },
      token: null,
    });
    expect(taken.status).toBe(400);
    expect(expectProblem(taken).message).toMatch(/bereits registriert/);
    const malformed = await callOperation('signUpSandbox', {
      body: { emailAddress: 'kein-mail' },
      token: null,
    });
    expect(malformed.status).toBe(400);
    expect(expectProblem(malformed).errors?.[0]?.field).toBe('emailAddress');
  });
});

describe('legacy registration', () => {
  it('reads the invitation and 404s unknown ones', async () => {
    const found = await callOperation('getRegistrationInvitation', {
      params: { invitationId: ENTRY_IDS.registration },
      token: null,
    });
    expect(expectContract('getRegistrationInvitation', GetRegistrationInvitationResponse, found)).toEqual({
      to: 'neu@baeckerei-schneider.de',
    });
    const unknown = await callOperation('getRegistrationInvitation', {
      params: { invitationId: 'nope' },
      token: null,
    });
    expect(unknown.status).toBe(404);
    expectProblem(unknown);
  });

  const registration = {
    firstName: 'Jonas',
    lastName: 'Weber',
    password: 'Roggenbrot2025',
    passwordConfirmation: 'Roggenbrot2025',
    invitationId: ENTRY_IDS.registration,
  };

  it('creates the user, who can then log in, and uses up the invitation', async () => {
    const response = await callOperation('register', { body: registration, token: null });
    expect(response.status).toBe(200);
    expect((await login('neu@baeckerei-schneider.de', 'Roggenbrot2025')).status).toBe(200);
    expect(getDb().teamMembers.some((member) => member.emailAddress === 'neu@baeckerei-schneider.de')).toBe(
      true,
    );
    const again = await callOperation('getRegistrationInvitation', {
      params: { invitationId: ENTRY_IDS.registration },
      token: null,
    });
    expect(again.status).toBe(404);
    const twice = await callOperation('register', { body: registration, token: null });
    expect(twice.status).toBe(400);
  });

  it('refuses short and differing passwords with 400', async () => {
    const short = await callOperation('register', {
      body: { ...registration, password: 'kurz', passwordConfirmation: 'kurz' },
      token: null,
    });
    expect(short.status).toBe(400);
    expect(expectProblem(short).errors?.map((error) => error.field)).toContain('password');
    const differing = await callOperation('register', {
      body: { ...registration, passwordConfirmation: 'Roggenbrot2026' },
      token: null,
    });
    expect(differing.status).toBe(400);
    expect(expectProblem(differing).message).toBe('Passwords need to match');
  });
});

describe('joining a company', () => {
  const join = (overrides: Record<string, unknown> = {}, invitationId: string = ENTRY_IDS.join) => ({
    invitationId,
    registration: {
      emailAddress: 'kollegin@baeckerei-schneider.de',
      firstName: 'Jana',
      lastName: 'Wolf',
      password: 'Brezel2026!',
      passwordConfirmation: 'Brezel2026!',
      invitationId,
      ...overrides,
    },
  });

  it('reads the invitation with the company name', async () => {
    const response = await callOperation('getJoinInvitation', {
      params: { invitationId: ENTRY_IDS.join },
      token: null,
    });
    expect(expectContract('getJoinInvitation', GetJoinInvitationResponse, response)).toEqual({
      emailAddress: 'kollegin@baeckerei-schneider.de',
      companyName: getDb().company.name,
    });
    const unknown = await callOperation('getJoinInvitation', {
      params: { invitationId: 'unknown' },
      token: null,
    });
    expect(unknown.status).toBe(404);
    expectProblem(unknown);
  });

  it('creates the user and team member and signs in', async () => {
    const response = await callOperation('joinCompany', { body: join(), token: null });
    const token = expectSession(response, 'kollegin@baeckerei-schneider.de');
    expect((await callOperation('getUser', { token })).status).toBe(200);
    expect(getDb().teamMembers).toContainEqual(
      expect.objectContaining({ emailAddress: 'kollegin@baeckerei-schneider.de', firstName: 'Jana' }),
    );
    expect(
      (await callOperation('getJoinInvitation', { params: { invitationId: ENTRY_IDS.join }, token: null }))
        .status,
    ).toBe(404);
  });

  it('accepts a pending invitation sent from the team page', async () => {
    getDb().teamInvitations.push({
      id: 'pending-1',
      emailAddress: 'lehrling@baeckerei-schneider.de',
      role: 'USER',
    });
    const read = await callOperation('getJoinInvitation', {
      params: { invitationId: 'pending-1' },
      token: null,
    });
    expect(expectContract('getJoinInvitation', GetJoinInvitationResponse, read).emailAddress).toBe(
      'lehrling@baeckerei-schneider.de',
    );
    const response = await callOperation('joinCompany', {
      body: join({ emailAddress: 'lehrling@baeckerei-schneider.de' }, 'pending-1'),
      token: null,
    });
    expectSession(response, 'lehrling@baeckerei-schneider.de');
    expect(getDb().teamInvitations.some((pending) => pending.id === 'pending-1')).toBe(false);
  });

  it.each([
    ['differing passwords', join({ passwordConfirmation: 'anders' })],
    ['another e-mail address', join({ emailAddress: 'fremd@example.de' })],
    ['an unknown invitation', join({}, 'unknown')],
    ['a registration of another invitation', { ...join(), invitationId: ENTRY_IDS.team }],
    ['a missing first name', join({ firstName: '' })],
  ])('answers 400 for %s', async (_, body) => {
    const response = await callOperation('joinCompany', { body, token: null });
    expect(response.status).toBe(400);
    expectProblem(response);
  });
});

describe('password reset', () => {
  it('answers 201 for known and unknown addresses, with a token only for the known', async () => {
    const before = getDb().resetTokens.length;
    expect(
      (
        await callOperation('requestPasswordReset', {
          body: { emailAddress: 'niemand@example.de' },
          token: null,
        })
      ).status,
    ).toBe(201);
    expect(getDb().resetTokens).toHaveLength(before);
    expect(
      (
        await callOperation('requestPasswordReset', {
          body: { emailAddress: 'demo@example.com' },
          token: null,
        })
      ).status,
    ).toBe(201);
    expect(getDb().resetTokens).toHaveLength(before + 1);
    const malformed = await callOperation('requestPasswordReset', {
      body: { emailAddress: 'x' },
      token: null,
    });
    expect(malformed.status).toBe(400);
  });

  it('changes the password with the seeded token, once', async () => {
    const body = {
      password: 'Sommer2026!Brot',
      passwordConfirmation: 'Sommer2026!Brot',
      token: ENTRY_IDS.resetToken,
    };
    expect((await callOperation('resetPassword', { body, token: null })).status).toBe(201);
    expect((await login('demo@example.com', 'demo1234')).status).toBe(401);
    expect((await login('demo@example.com', 'Sommer2026!Brot')).status).toBe(200);
    const again = await callOperation('resetPassword', { body, token: null });
    expect(again.status).toBe(400);
    expectProblem(again);
  });

  it('works with a requested token and refuses differing passwords and spent tokens', async () => {
    await callOperation('requestPasswordReset', { body: { emailAddress: 'demo@example.com' }, token: null });
    const token = getDb().resetTokens.at(-1)?.token ?? '';
    const differing = await callOperation('resetPassword', {
      body: { password: 'Neu2026!', passwordConfirmation: 'Neu2027!', token },
      token: null,
    });
    expect(expectProblem(differing).message).toBe('Passwords must match');
    const spent = await callOperation('resetPassword', {
      body: { password: 'Neu2026!', passwordConfirmation: 'Neu2026!', token: ENTRY_IDS.usedResetToken },
      token: null,
    });
    expect(spent.status).toBe(400);
    expect(
      (
        await callOperation('resetPassword', {
          body: { password: 'Neu2026!', passwordConfirmation: 'Neu2026!', token },
          token: null,
        })
      ).status,
    ).toBe(201);
  });
});

describe('user accounts', () => {
  it('lists the company of the demo user and needs a token', async () => {
    const response = await callOperation('listUserAccounts');
    const body = expectContract('listUserAccounts', ListUserAccountsResponse, response);
    expect(body).toMatchObject({
      _embedded: { accountDTOList: [{ id: getDb().company.id, name: getDb().company.name }] },
    });
    const anonymous = await callOperation('listUserAccounts', { token: null });
    expect(anonymous.status).toBe(401);
    expectProblem(anonymous);
  });
});
