/** The team's data: members, pending invitations, the signed-in user, and the changes with their alerts. */
import { getGetUserQueryOptions } from '@generated/api/session/session';
import {
  getListTeamInvitationsQueryKey,
  getListTeamInvitationsQueryOptions,
  getListTeamMembersQueryKey,
  getListTeamMembersQueryOptions,
  inviteTeamMember,
  removeTeamMember,
} from '@generated/api/team/team';
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

/** A refused invitation is shown inside the dialog (its error list), so no alert here. */
export const useInviteTeamMember = () =>
  useAppMutation({
    mutationFn: (emailAddress: string) => inviteTeamMember({ emailAddress }),
    invalidates: teamKeys,
    success: 'team:messages.invite successful',
  });

/** Removes a member, or withdraws a pending invitation (the same call). */
export const useRemoveTeamMember = () =>
  useAppMutation({
    mutationFn: (id: string) => removeTeamMember(id),
    invalidates: teamKeys,
    success: 'team:messages.team member removed',
    error: { key: 'team:messages.removeError', withServerMessage: true },
  });
