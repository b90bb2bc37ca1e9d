/** Company onboarding through an invitation (public): the wizard's context and its submission. */
import type { HttpHandler } from 'msw';
import { CreateOnboardingBody } from '../../../src-generated/zod/onboarding/onboarding.zod';
import { nextId } from '../../lib/ids';
import { badRequest, notFound, ok } from '../../lib/respond';
import { route } from '../../lib/route';
import {
  PASSWORDS_DIFFER,
  USER_EXISTS,
  addUser,
  findUser,
  openInvitation,
  sessionCreated,
  useInvitation,
} from './rules';

export const AGENT_CLIENT = 'ONBOARD_AGENT_CLIENT';

export const onboardingHandlers: HttpHandler[] = [
  route('getOnboarding', ({ db, params }) => {
    const invitation = openInvitation(db, params.invitationId ?? '', ['ONBOARDING']);
    if (!invitation) return notFound('Invitation');
    return ok({
      companyAccount: {
        name: invitation.companyName,
        legalForm: invitation.legalForm,
        companyRegistrationNumber: invitation.companyRegistrationNumber,
      },
      userAccount: { firstName: invitation.firstName, lastName: invitation.lastName },
      to: invitation.emailAddress,
      invitationId: invitation.id,
      invitationType: invitation.invitationType,
    });
  }),

  route('createOnboarding', ({ db, body }) => {
    const form = CreateOnboardingBody.parse(body);
    const invitation = openInvitation(db, form.invitationId, ['ONBOARDING']);
    if (!invitation) return badRequest('Invitation not found or already used');
    if (form.companyLegalForm === 'GmbH' && !form.companyRegistrationNumber?.trim())
      return badRequest('Company Registration Number is required if legal form is GmbH');
    if (form.password !== form.passwordConfirmation) return badRequest(PASSWORDS_DIFFER);
    // Only an agent's client may change the e-mail; everyone else onboards the invited address.
    const agentClient = invitation.invitationType === AGENT_CLIENT;
    if (!agentClient && form.emailAddress.toLowerCase() !== invitation.emailAddress.toLowerCase())
      return badRequest('The e-mail address does not match the invitation');
    if (findUser(db, form.emailAddress)) return badRequest(USER_EXISTS);

    const user = addUser(db, {
      emailAddress: form.emailAddress,
      firstName: form.firstName,
      lastName: form.lastName,
      password: form.password,
    });
    Object.assign(invitation, {
      companyId: nextId(db),
      companyName: form.companyName,
      legalForm: form.companyLegalForm,
      companyRegistrationNumber: form.companyRegistrationNumber,
    });
    useInvitation(invitation, user.emailAddress);
    if (agentClient && invitation.companyId)
      db.agentClients.push({ id: invitation.companyId, name: form.companyName, active: true });
    return sessionCreated(user.emailAddress);
  }),
];
