/** The team's data: members, pending invitations, the signed-in user, and the changes with their alerts. */
import { getGetUserQueryOptions } from '@generated/api/session/session';
import {
  getListTeamInvitationsQueryKey,
  getListTeamInvitationsQueryOptions,
  getListTeamMembersQueryKey,
  getListTeamMembersQueryOptions,
  inviteTeamMember,
  listTeamInvitations,
  removeTeamMember,
} from '@generated/api/team/team';
import type { TeamInvitation } from '@generated/model/teamInvitation';
import type { TeamInvitationCreate } from '@generated/model/teamInvitationCreate';
import { useCreateOnce } from '@/lib/create-once';
import { embeddedItems } from '@/lib/embedded';
import { findSentIn, holds } from '@/lib/find-sent';
import { useAppMutation } from '@/lib/mutation';

// The tables show their own error state with a retry button, so they do not retry by themselves.
export const teamMembersQueryOptions = () =>
  getListTeamMembersQueryOptions({
    query: { retry: false, select: (list) => list._embedded.userWithRoleList },
  });

export const teamInvitationsQueryOptions = () =>
  getListTeamInvitationsQueryOptions({
    query: { retry: false, select: (list) => list._embedded.userWithRoleList },
  });

/** Whose row has no delete action. */
export const signedInEmailQueryOptions = () =>
  getGetUserQueryOptions({ query: { select: (user) => user.emailAddress } });

const teamKeys = () => [getListTeamMembersQueryKey(), getListTeamInvitationsQueryKey()];

/** The invitation a try may have made: an address is invited once (a second one is refused). */
const findSentInvitation = findSentIn({
  list: async (_input: TeamInvitationCreate) =>
    embeddedItems(await listTeamInvitations(), 'userWithRoleList'),
  matches: (invitation, input) =>
    holds(invitation.emailAddress.toLowerCase(), input.emailAddress.toLowerCase()),
});

/** A refused invitation is shown inside the dialog (its error list), so no alert here. */
export const useInviteTeamMember = () => {
  const invite = useCreateOnce<TeamInvitationCreate, TeamInvitation>(inviteTeamMember, findSentInvitation);
  return useAppMutation({
    mutationFn: (emailAddress: string) => invite({ emailAddress }),
    invalidates: teamKeys,
    success: 'team:messages.invite successful',
  });
};

/** Removes a member, or withdraws a pending invitation (the same call). */
export const useRemoveTeamMember = () =>
  useAppMutation({
    mutationFn: (id: string) => removeTeamMember(id),
    invalidates: teamKeys,
    success: 'team:messages.team member removed',
    error: { key: 'team:messages.removeError', withServerMessage: true },
  });
