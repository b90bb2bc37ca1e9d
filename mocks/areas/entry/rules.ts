/** What the entry handlers (sign-up, registration, onboarding, join, password reset) share. */
import { HttpResponse } from 'msw';
import { TOKEN_LIFETIME_SECONDS, issueToken } from '../../auth';
import type { Db, InvitationRecord, UserRecord } from '../../db/schema';
import { nextId } from '../../lib/ids';

export const USER_EXISTS = 'User with that E-Mail already exists';
export const PASSWORDS_DIFFER = 'Passwords must match';

/** 201 that signs the user in, with the same headers as login. */
export const sessionCreated = (emailAddress: string) =>
  new HttpResponse(null, {
    status: 201,
    headers: {
      authorization: `Bearer ${issueToken(emailAddress)}`,
      expires: String(TOKEN_LIFETIME_SECONDS),
    },
  });

export const created = () => new HttpResponse(null, { status: 201 });

export const findUser = (db: Db, emailAddress: string) =>
  db.users.find((user) => user.emailAddress.toLowerCase() === emailAddress.toLowerCase());

export const openInvitation = (db: Db, id: string, kinds: InvitationRecord['kind'][]) =>
  db.invitations.find(
    (invitation) => invitation.id === id && kinds.includes(invitation.kind) && !invitation.used,
  );

export const addUser = (db: Db, user: Omit<UserRecord, 'id'>): UserRecord => {
  const record = { id: nextId(db), ...user };
  db.users.push(record);
  return record;
};

/** A user who joined the company shows up in the team, no longer as a pending invitation. */
export const addTeamMember = (db: Db, user: UserRecord, invitationId?: string) => {
  db.teamInvitations = db.teamInvitations.filter(
    (pending) =>
      pending.id !== invitationId && pending.emailAddress.toLowerCase() !== user.emailAddress.toLowerCase(),
  );
  db.teamMembers.push({
    id: nextId(db),
    emailAddress: user.emailAddress,
    firstName: user.firstName,
    lastName: user.lastName,
    role: 'USER',
  });
};

export const useInvitation = (invitation: InvitationRecord, emailAddress: string) => {
  invitation.used = true;
  invitation.usedBy = emailAddress;
};

/**
 * The mock's outbox: the link the backend would e-mail, printed to the browser console (not in
 * tests), so sign-up and reset can be followed through without a mailbox.
 */
export const sendMail = (to: string, subject: string, link: string) => {
  if (typeof process !== 'undefined' && process.env.VITEST) return;
  console.info(`[mock mail] to ${to}: ${subject} - ${link}`);
};
