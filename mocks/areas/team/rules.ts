/** A team invitation is pending until the invitee joins; it can be used once. */
export type TeamInvitationState = 'PENDING' | 'ACCEPTED';
export type TeamInvitationAction = 'join';

const transitions: Record<TeamInvitationAction, Partial<Record<TeamInvitationState, TeamInvitationState>>> = {
  join: { PENDING: 'ACCEPTED' },
};

/** The state after the action, or null when the action is not allowed in that state. */
export const nextTeamInvitationState = (
  state: TeamInvitationState,
  action: TeamInvitationAction,
): TeamInvitationState | null => transitions[action][state] ?? null;
