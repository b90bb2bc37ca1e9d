import { createFileRoute } from '@tanstack/react-router';
import { teamInvitationsQueryOptions, teamMembersQueryOptions } from '@/features/team/api';
import { TeamPage } from '@/features/team/team-page';

/** Team settings (spec 1 §2). */
export const Route = createFileRoute('/dashboard/company/team')({
  // Starts both lists without waiting: the tables show skeleton rows or their error state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(teamMembersQueryOptions());
    void context.queryClient.prefetchQuery(teamInvitationsQueryOptions());
  },
  component: TeamPage,
});
