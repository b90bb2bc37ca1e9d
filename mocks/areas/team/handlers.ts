/**
 * Team members and their invitations. An invitation lives twice: as a pending row of the team
 * list (db.teamInvitations) and as an invitation record (kind TEAM) that the join call uses up.
 */
import { HttpResponse } from 'msw';
import { InviteTeamMemberBody, JoinTeamInvitationBody } from '../../../src-generated/zod/team/team.zod';
import { TOKEN_LIFETIME_SECONDS, issueToken } from '../../auth';
import type { Db, InvitationRecord } from '../../db/schema';
import { nextId, nowIso } from '../../lib/ids';
import { badRequest, notFound, ok, fieldError } from '../../lib/respond';
import { route } from '../../lib/route';
import { nextTeamInvitationState } from './rules';
import { sameEmail } from '../../lib/text';

const teamInvitationRecord = (db: Db, id: string): InvitationRecord | undefined =>
  db.invitations.find((invitation) => invitation.kind === 'TEAM' && invitation.id === id);

const invitationAnswer = (db: Db, record: InvitationRecord) => ({
  id: record.id,
  emailAddress: record.emailAddress,
  companyName: record.companyName ?? db.company.name,
});

export const teamHandlers = [
  route('listTeamMembers', ({ db }) => ok({ _embedded: { userWithRoleList: db.teamMembers } })),

  route('listTeamInvitations', ({ db }) => ok({ _embedded: { userWithRoleList: db.teamInvitations } })),

  route('inviteTeamMember', ({ db, body }) => {
    const { emailAddress } = InviteTeamMemberBody.parse(body);
    if (db.teamMembers.some((member) => sameEmail(member.emailAddress, emailAddress)))
      return fieldError('emailAddress', 'User is already a member of the team');
    if (db.teamInvitations.some((invitation) => sameEmail(invitation.emailAddress, emailAddress)))
      return fieldError('emailAddress', 'User has already been invited');
    const record: InvitationRecord = {
      id: nextId(db),
      kind: 'TEAM',
      emailAddress: emailAddress.trim().toLowerCase(),
      companyName: db.company.name,
      used: false,
      createdDateTimeUTC: nowIso(),
    };
    db.invitations.push(record);
    db.teamInvitations.push({ id: record.id, emailAddress: record.emailAddress, role: 'USER' });
    return ok(invitationAnswer(db, record), 201);
  }),

  route('getTeamInvitation', ({ db, params }) => {
    const record = teamInvitationRecord(db, params.id ?? '');
    if (!record || record.used) return notFound('Invitation');
    return ok(invitationAnswer(db, record));
  }),

  route('joinTeamInvitation', ({ db, params, body }) => {
    const { invitationId, registration } = JoinTeamInvitationBody.parse(body);
    const record = teamInvitationRecord(db, params.id ?? '');
    if (!record) return notFound('Invitation');
    if (!nextTeamInvitationState(record.used ? 'ACCEPTED' : 'PENDING', 'join'))
      return badRequest('The invitation has already been used');
    if (invitationId !== record.id || registration.invitationId !== record.id)
      return fieldError('invitationId', 'The invitation id does not match');
    if (!sameEmail(registration.emailAddress, record.emailAddress))
      return fieldError('registration.emailAddress', 'The e-mail address does not match the invitation');
    if (registration.password !== registration.passwordConfirmation)
      return fieldError('registration.passwordConfirmation', 'Passwords must match');
    if (db.users.some((user) => sameEmail(user.emailAddress, record.emailAddress)))
      return fieldError('registration.emailAddress', 'User with that E-Mail already exists');
    const user = {
      id: nextId(db),
      emailAddress: record.emailAddress,
      firstName: registration.firstName,
      lastName: registration.lastName,
      password: registration.password,
    };
    db.users.push(user);
    db.teamMembers.push({
      id: user.id,
      emailAddress: user.emailAddress,
      firstName: user.firstName,
      lastName: user.lastName,
      role: 'USER',
    });
    db.teamInvitations = db.teamInvitations.filter((invitation) => invitation.id !== record.id);
    record.used = true;
    return new HttpResponse(null, {
      status: 201,
      headers: {
        authorization: `Bearer ${issueToken(user.emailAddress)}`,
        expires: String(TOKEN_LIFETIME_SECONDS),
      },
    });
  }),

  route('removeTeamMember', ({ db, params, userEmail }) => {
    const id = params.id ?? '';
    const member = db.teamMembers.find((candidate) => candidate.id === id);
    if (member) {
      if (sameEmail(member.emailAddress, userEmail ?? undefined))
        return badRequest('You cannot remove yourself from the team');
      db.teamMembers = db.teamMembers.filter((candidate) => candidate.id !== id);
      // A removed member can no longer sign in to this company.
      db.users = db.users.filter((user) => !sameEmail(user.emailAddress, member.emailAddress));
      return new HttpResponse(null, { status: 200 });
    }
    // The pending tab removes invitations through the same call.
    if (db.teamInvitations.some((invitation) => invitation.id === id)) {
      db.teamInvitations = db.teamInvitations.filter((invitation) => invitation.id !== id);
      db.invitations = db.invitations.filter(
        (invitation) => !(invitation.kind === 'TEAM' && invitation.id === id),
      );
      return new HttpResponse(null, { status: 200 });
    }
    return notFound('Team member');
  }),
];
