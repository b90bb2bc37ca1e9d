/**
 * Invitations and reset tokens of the entry screens. Their ids are fixed and documented, so the
 * screens can be opened directly in mock mode (in every scenario):
 *
 * - /onboarding/onboarding-demo: onboard Muster Handwerk GmbH (e-mail read-only)
 * - /onboarding/onboarding-agent-client: an agent's client (ONBOARD_AGENT_CLIENT, e-mail editable)
 * - /onboarding/onboarding-existing-user: its e-mail (demo@example.com) already has a user, so
 *   submitting answers 400 'User with that E-Mail already exists'
 * - /onboarding/onboarding-used: already used, answers 404 (the screen goes to /404)
 * - /join/join-demo: join the seeded company as kollegin@baeckerei-schneider.de
 * - /join/team-demo: a team invitation (as sent from the team page), joinable the same way
 * - /register?invitationId=register-demo: legacy registration of neu@baeckerei-schneider.de
 * - /register/passwordreset/reset?resetToken=reset-demo: new password for demo@example.com
 *   (reset-used is a spent token)
 */
import type { InvitationRecord } from '../schema';
import type { Seeder } from './context';

export const ENTRY_IDS = {
  onboarding: 'onboarding-demo',
  onboardingAgentClient: 'onboarding-agent-client',
  onboardingExistingUser: 'onboarding-existing-user',
  onboardingUsed: 'onboarding-used',
  join: 'join-demo',
  team: 'team-demo',
  registration: 'register-demo',
  resetToken: 'reset-demo',
  usedResetToken: 'reset-used',
} as const;

export const seedEntry: Seeder = (db, { daysAgo }) => {
  const invitations: Omit<InvitationRecord, 'createdDateTimeUTC'>[] = [
    {
      id: ENTRY_IDS.onboarding,
      kind: 'ONBOARDING',
      invitationType: 'ONBOARD_COMPANY',
      emailAddress: 'inhaber@muster-handwerk.de',
      companyName: 'Muster Handwerk GmbH',
      legalForm: 'GmbH',
      companyRegistrationNumber: 'HRB 204518',
      firstName: 'Markus',
      lastName: 'Muster',
      used: false,
    },
    {
      id: ENTRY_IDS.onboardingAgentClient,
      kind: 'ONBOARDING',
      invitationType: 'ONBOARD_AGENT_CLIENT',
      emailAddress: 'buchhaltung@cafe-sonnenschein.de',
      companyName: 'Café Sonnenschein UG',
      legalForm: 'UG',
      firstName: 'Leonie',
      lastName: 'Sommer',
      used: false,
    },
    {
      id: ENTRY_IDS.onboardingExistingUser,
      kind: 'ONBOARDING',
      invitationType: 'ONBOARD_COMPANY',
      emailAddress: 'demo@example.com',
      companyName: 'Schneider Catering GmbH',
      legalForm: 'GmbH',
      companyRegistrationNumber: 'HRB 311907',
      used: false,
    },
    {
      id: ENTRY_IDS.onboardingUsed,
      kind: 'ONBOARDING',
      invitationType: 'ONBOARD_COMPANY',
      emailAddress: 'info@tischlerei-krause.de',
      companyName: 'Tischlerei Krause e.K.',
      legalForm: 'EU',
      used: true,
      usedBy: 'info@tischlerei-krause.de',
    },
    {
      id: ENTRY_IDS.join,
      kind: 'JOIN',
      emailAddress: 'kollegin@baeckerei-schneider.de',
      companyName: db.company.name,
      used: false,
    },
    {
      id: ENTRY_IDS.team,
      kind: 'TEAM',
      emailAddress: 'azubi@baeckerei-schneider.de',
      companyName: db.company.name,
      used: false,
    },
    {
      id: ENTRY_IDS.registration,
      kind: 'REGISTRATION',
      emailAddress: 'neu@baeckerei-schneider.de',
      companyName: db.company.name,
      used: false,
    },
  ];
  invitations.forEach((invitation, index) =>
    db.invitations.push({ ...invitation, createdDateTimeUTC: daysAgo(2 + index * 3) }),
  );
  db.resetTokens.push(
    { token: ENTRY_IDS.resetToken, emailAddress: 'demo@example.com', used: false },
    { token: ENTRY_IDS.usedResetToken, emailAddress: 'demo@example.com', used: true },
  );
};
