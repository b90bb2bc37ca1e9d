/** The team table's rules (spec 1 §2, §6). */
import type { TeamMember } from '@generated/model/teamMember';

/** The name column shows only when any member has a first name. */
export const showsNameColumn = (members: readonly Pick<TeamMember, 'firstName'>[]): boolean =>
  members.some((member) => Boolean(member.firstName?.trim()));

/** Any member may remove others, but never themselves (compared without regard to case). */
export const canRemove = (member: Pick<TeamMember, 'emailAddress'>, signedInEmail: string | undefined) =>
  signedInEmail !== undefined &&
  member.emailAddress.trim().toLowerCase() !== signedInEmail.trim().toLowerCase();

/** First and last name as one, or '--' when there is none. */
export const memberName = ({ firstName, lastName }: Pick<TeamMember, 'firstName' | 'lastName'>) =>
  [firstName, lastName].filter((part) => part?.trim()).join(' ') || '--';
