/**
 * The public entry calls: sandbox sign-up, legacy registration, joining a company and the
 * password reset (onboarding is in entry-onboarding.ts). Seeded invitation ids: seed/entry.ts.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import {
  SignUpSandboxBody,
  JoinCompanyBody,
  RegisterBody,
} from '../../../src-generated/zod/registration/registration.zod';
import { RequestPasswordResetBody, ResetPasswordBody } from '../../../src-generated/zod/session/session.zod';
import type { Db } from '../../db/schema';
import { nextId, nowIso } from '../../lib/ids';
import { badRequest, notFound, ok } from '../../lib/respond';
import { route } from '../../lib/route';
import { onboardingHandlers } from './onboarding';
import {
  PASSWORDS_DIFFER,
  USER_EXISTS,
  addTeamMember,
  addUser,
  created,
  findUser,
  openInvitation,
  sendMail,
  sessionCreated,
  useInvitation,
} from './rules';

/** A join invitation: from the join link, or a pending invitation sent from the team page. */
const joinInvitation = (db: Db, id: string) => {
  const invitation = openInvitation(db, id, ['JOIN', 'TEAM']);
  if (invitation) return { emailAddress: invitation.emailAddress, invitation };
  const pending = db.teamInvitations.find((candidate) => candidate.id === id);
  return pending ? { emailAddress: pending.emailAddress, invitation: undefined } : undefined;
};

export const entryHandlers: HttpHandler[] = [
  route('signUpSandbox', ({ db, body }) => {
    const { emailAddress } = SignUpSandboxBody.parse(body);
    if (findUser(db, emailAddress)) return badRequest('E-Mail-Adresse ist bereits registriert');
    // The e-mail carries an onboarding link for the new sandbox company.
    const id = nextId(db);
    db.invitations.push({
      id,
      kind: 'ONBOARDING',
      invitationType: 'SANDBOX_SIGN_UP',
      emailAddress,
      used: false,
      createdDateTimeUTC: nowIso(),
    });
    sendMail(emailAddress, 'Ihr Sandbox-Zugang', `/onboarding/${id}`);
    return created();
  }),

  route('getRegistrationInvitation', ({ db, params }) => {
    const invitation = openInvitation(db, params.invitationId ?? '', ['REGISTRATION']);
    return invitation ? ok({ to: invitation.emailAddress }) : notFound('Invitation');
  }),

  route('register', ({ db, body }) => {
    const registration = RegisterBody.parse(body);
    if (registration.password !== registration.passwordConfirmation)
      return badRequest('Passwords need to match');
    const invitation = openInvitation(db, registration.invitationId, ['REGISTRATION']);
    if (!invitation) return badRequest('Invitation not found or already used');
    if (findUser(db, invitation.emailAddress)) return badRequest(USER_EXISTS);
    const user = addUser(db, {
      emailAddress: invitation.emailAddress,
      firstName: registration.firstName,
      lastName: registration.lastName,
      password: registration.password,
    });
    addTeamMember(db, user, invitation.id);
    useInvitation(invitation, user.emailAddress);
    return new HttpResponse(null, { status: 200 });
  }),

  route('getJoinInvitation', ({ db, params }) => {
    const found = joinInvitation(db, params.invitationId ?? '');
    if (!found) return notFound('Invitation');
    return ok({ emailAddress: found.emailAddress, companyName: db.company.name });
  }),

  route('joinCompany', ({ db, body }) => {
    const { invitationId, registration } = JoinCompanyBody.parse(body);
    if (registration.invitationId !== invitationId)
      return badRequest('The registration belongs to another invitation');
    const found = joinInvitation(db, invitationId);
    if (!found) return badRequest('Invitation not found or already used');
    if (found.emailAddress.toLowerCase() !== registration.emailAddress.toLowerCase())
      return badRequest('The e-mail address does not match the invitation');
    if (registration.password !== registration.passwordConfirmation) return badRequest(PASSWORDS_DIFFER);
    if (findUser(db, registration.emailAddress)) return badRequest(USER_EXISTS);
    const user = addUser(db, {
      emailAddress: found.emailAddress,
      firstName: registration.firstName,
      lastName: registration.lastName,
      password: registration.password,
    });
    addTeamMember(db, user, invitationId);
    if (found.invitation) useInvitation(found.invitation, user.emailAddress);
    return sessionCreated(user.emailAddress);
  }),

  // Always 201, so the answer does not tell whether an address has an account.
  route('requestPasswordReset', ({ db, body }) => {
    const { emailAddress } = RequestPasswordResetBody.parse(body);
    const user = findUser(db, emailAddress);
    if (user) {
      const token = nextId(db);
      db.resetTokens.push({ token, emailAddress: user.emailAddress, used: false });
      sendMail(
        user.emailAddress,
        'Passwort zurücksetzen',
        `/register/passwordreset/reset?resetToken=${token}`,
      );
    }
    return created();
  }),

  route('resetPassword', ({ db, body }) => {
    const { password, passwordConfirmation, token } = ResetPasswordBody.parse(body);
    const reset = db.resetTokens.find((candidate) => candidate.token === token && !candidate.used);
    const user = reset && findUser(db, reset.emailAddress);
    if (!reset || !user) return badRequest('The reset token is invalid or has already been used');
    if (password !== passwordConfirmation) return badRequest(PASSWORDS_DIFFER);
    user.password = password;
    reset.used = true;
    return created();
  }),

  ...onboardingHandlers,
];
