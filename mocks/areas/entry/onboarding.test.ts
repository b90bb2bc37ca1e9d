import { describe, expect, it } from 'vitest';
import { GetOnboardingResponse } from '../../../src-generated/zod/onboarding/onboarding.zod';
import { GetUserResponse, ListUserAccountsResponse } from '../../../src-generated/zod/session/session.zod';
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

const onboardingForm = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Muster Handwerk GmbH',
  companyLegalForm: 'GmbH',
  companyRegistrationNumber: 'HRB 204518',
  firstName: 'Markus',
  lastName: 'Muster',
  emailAddress: 'inhaber@muster-handwerk.de',
  password: 'Hobel&Säge2026',
  passwordConfirmation: 'Hobel&Säge2026',
  acceptTermsAndConditions: true,
  invitationId: ENTRY_IDS.onboarding,
  invitationType: 'ONBOARD_COMPANY',
  ...overrides,
});

describe('onboarding', () => {
  it('answers the context of the demo invitation', async () => {
    const response = await callOperation('getOnboarding', {
      params: { invitationId: ENTRY_IDS.onboarding },
      token: null,
    });
    expect(expectContract('getOnboarding', GetOnboardingResponse, response)).toEqual({
      companyAccount: {
        name: 'Muster Handwerk GmbH',
        legalForm: 'GmbH',
        companyRegistrationNumber: 'HRB 204518',
      },
      userAccount: { firstName: 'Markus', lastName: 'Muster' },
      to: 'inhaber@muster-handwerk.de',
      invitationId: ENTRY_IDS.onboarding,
      invitationType: 'ONBOARD_COMPANY',
    });
    const agent = await callOperation('getOnboarding', {
      params: { invitationId: ENTRY_IDS.onboardingAgentClient },
      token: null,
    });
    expect(expectContract('getOnboarding', GetOnboardingResponse, agent).invitationType).toBe(
      'ONBOARD_AGENT_CLIENT',
    );
  });

  it('404s unknown and used invitations', async () => {
    for (const invitationId of ['unknown', ENTRY_IDS.onboardingUsed, ENTRY_IDS.join]) {
      const response = await callOperation('getOnboarding', { params: { invitationId }, token: null });
      expect(response.status).toBe(404);
      expectProblem(response);
    }
  });

  it('creates the user with session headers like login and uses up the invitation', async () => {
    const response = await callOperation('createOnboarding', { body: onboardingForm(), token: null });
    const token = expectSession(response, 'inhaber@muster-handwerk.de');
    const user = await callOperation('getUser', { token });
    expect(expectContract('getUser', GetUserResponse, user)).toEqual({
      emailAddress: 'inhaber@muster-handwerk.de',
      firstName: 'Markus',
      lastName: 'Muster',
    });
    const accounts = expectContract(
      'listUserAccounts',
      ListUserAccountsResponse,
      await callOperation('listUserAccounts', { token }),
    );
    expect(accounts).toMatchObject({ _embedded: { accountDTOList: [{ name: 'Muster Handwerk GmbH' }] } });
    expect((await login('inhaber@muster-handwerk.de', 'Hobel&Säge2026')).status).toBe(200);
    const used = await callOperation('getOnboarding', {
      params: { invitationId: ENTRY_IDS.onboarding },
      token: null,
    });
    expect(used.status).toBe(404);
    expect((await callOperation('createOnboarding', { body: onboardingForm(), token: null })).status).toBe(
      400,
    );
  });

  it("answers 400 'User with that E-Mail already exists' for a taken address", async () => {
    const response = await callOperation('createOnboarding', {
      body: onboardingForm({
        invitationId: ENTRY_IDS.onboardingExistingUser,
        emailAddress: 'demo@example.com',
        companyName: 'Schneider Catering GmbH',
        companyRegistrationNumber: 'HRB 311907',
      }),
      token: null,
    });
    expect(response.status).toBe(400);
    expect(expectProblem(response)).toEqual({
      message: 'User with that E-Mail already exists',
      status: 'BAD_REQUEST',
    });
  });

  it('lets only an agent client change the e-mail, and adds the client to the agent', async () => {
    const foreign = await callOperation('createOnboarding', {
      body: onboardingForm({ emailAddress: 'jemand@example.de' }),
      token: null,
    });
    expect(foreign.status).toBe(400);
    const response = await callOperation('createOnboarding', {
      body: onboardingForm({
        invitationId: ENTRY_IDS.onboardingAgentClient,
        invitationType: 'ONBOARD_AGENT_CLIENT',
        companyName: 'Café Sonnenschein UG',
        companyLegalForm: 'UG',
        companyRegistrationNumber: undefined,
        emailAddress: 'leonie@cafe-sonnenschein.de',
        address: { street: 'Lindenstraße', houseNumber: '3a', zipCode: '50674', city: 'Köln', country: 'DE' },
      }),
      token: null,
    });
    expectSession(response, 'leonie@cafe-sonnenschein.de');
    expect(getDb().agentClients).toContainEqual(
      expect.objectContaining({ name: 'Café Sonnenschein UG', active: true }),
    );
  });

  it.each([
    ['a GmbH without registration number', { companyRegistrationNumber: '' }, /Registration Number/],
    ['differing passwords', { passwordConfirmation: 'anders' }, /Passwords must match/],
    ['terms not accepted', { acceptTermsAndConditions: false }, /Validation errors/],
    ['an unknown invitation', { invitationId: 'unknown' }, /Invitation/],
    [
      'an incomplete address',
      { address: { street: 'Lindenstraße', houseNumber: '', zipCode: '50674', city: 'Köln', country: 'DE' } },
      /Validation errors/,
    ],
    [
      'a malformed zip code',
      {
        address: { street: 'Lindenstraße', houseNumber: '3', zipCode: '5O674', city: 'Köln', country: 'DE' },
      },
      /Validation errors/,
    ],
  ])('answers 400 for %s', async (_, overrides, message) => {
    const response = await callOperation('createOnboarding', {
      body: onboardingForm(overrides),
      token: null,
    });
    expect(response.status).toBe(400);
    expect(expectProblem(response).message).toMatch(message);
    expect(getDb().users.some((user) => user.emailAddress === 'inhaber@muster-handwerk.de')).toBe(false);
  });
});
