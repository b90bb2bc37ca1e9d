/**
 * Stand-ins for the entry calls (onboarding, join, registration, sign-up, password reset,
 * correlations) with the fixtures of the mock backend, installed per test with server.use(...).
 * They go through the mock's route(), so every request body is checked against the contract.
 */
import { HttpResponse } from 'msw';
import type { OnboardingContext } from '@generated/model/onboardingContext';
import type { OnboardingRequest } from '@generated/model/onboardingRequest';
import type { JoinRequest } from '@generated/model/joinRequest';
import type { Correlation } from '@generated/model/correlation';
import { DEMO_USER, TOKEN_LIFETIME_SECONDS, issueToken } from '../mocks/auth';
import { server } from '../mocks/node';
import { badRequest, notFound, ok } from '../mocks/lib/respond';
import { route } from '../mocks/lib/route';

export const onboardingContexts: Record<string, OnboardingContext> = {
  'onboarding-demo': {
    companyAccount: { name: 'Muster Handwerk GmbH', legalForm: 'GmbH' },
    userAccount: { firstName: 'Max', lastName: 'Muster' },
    to: 'inhaber@muster-handwerk.de',
    invitationId: 'onboarding-demo',
    invitationType: 'ONBOARD_COMPANY',
  },
  'onboarding-agent-client': {
    companyAccount: { name: 'Klient Bau GmbH', legalForm: 'GmbH' },
    to: 'kontakt@klient-bau.de',
    invitationId: 'onboarding-agent-client',
    invitationType: 'ONBOARD_AGENT_CLIENT',
  },
};

export const JOIN_INVITATION = {
  emailAddress: 'neu@baeckerei-schneider.de',
  companyName: 'Bäckerei Schneider GmbH',
};
export const REGISTER_INVITATION = { to: 'eingeladen@example.com' };
export const RESET_TOKEN = 'reset-demo';

export const CORRELATION: Correlation = {
  id: 'corr-demo',
  createdDateTimeUTC: '2026-03-02T09:15:00Z',
  items: [
    {
      id: 'item-1',
      type: 'PAYMENT_CREATED',
      payload: { purpose: '<img src=x onerror=alert(1)>', amount: 12.5 },
    },
  ],
};

/** The session a 201 of onboarding or join hands out: the demo user's, so the dashboard loads. */
const sessionCreated = () =>
  new HttpResponse(null, {
    status: 201,
    headers: {
      authorization: `Bearer ${issueToken(DEMO_USER.emailAddress)}`,
      expires: String(TOKEN_LIFETIME_SECONDS),
    },
  });

/** What the handlers received, for assertions on the bodies sent. */
export const received = {
  onboarding: [] as OnboardingRequest[],
  join: [] as JoinRequest[],
  bodies: [] as { operationId: string; body: unknown }[],
};

const record = (operationId: string, body: unknown) => received.bodies.push({ operationId, body });

export const installEntryHandlers = () => {
  received.onboarding = [];
  received.join = [];
  received.bodies = [];
  server.use(
    route('getOnboarding', ({ params }) => {
      const context = onboardingContexts[params.invitationId ?? ''];
      return context ? ok(context) : notFound('Invitation');
    }),
    route('createOnboarding', ({ body, db }) => {
      const request = body as OnboardingRequest;
      received.onboarding.push(request);
      const exists = db.users.some(
        (user) => user.emailAddress.toLowerCase() === request.emailAddress.toLowerCase(),
      );
      return exists ? badRequest('User already exists') : sessionCreated();
    }),
    route('getJoinInvitation', ({ params }) =>
      params.invitationId === 'join-demo' ? ok(JOIN_INVITATION) : notFound('Invitation'),
    ),
    route('joinCompany', ({ body }) => {
      received.join.push(body as JoinRequest);
      return sessionCreated();
    }),
    route('signUpSandbox', ({ body }) => {
      record('signUpSandbox', body);
      return new HttpResponse(null, { status: 201 });
    }),
    route('getRegistrationInvitation', ({ params }) =>
      params.invitationId === 'register-demo' ? ok(REGISTER_INVITATION) : notFound('Invitation'),
    ),
    route('register', ({ body }) => {
      record('register', body);
      return new HttpResponse(null, { status: 200 });
    }),
    route('requestPasswordReset', ({ body }) => {
      record('requestPasswordReset', body);
      return new HttpResponse(null, { status: 201 });
    }),
    route('resetPassword', ({ body }) => {
      record('resetPassword', body);
      const { token } = body as { token: string };
      return token === RESET_TOKEN ? new HttpResponse(null, { status: 201 }) : badRequest('Invalid token');
    }),
    route('getCorrelation', ({ params }) =>
      params.id === CORRELATION.id ? ok(CORRELATION) : notFound('Correlation'),
    ),
  );
};
