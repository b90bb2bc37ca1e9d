import { createFileRoute } from '@tanstack/react-router';
import { withQueryClient } from '@/app/query-client-source';
import { joinInvitationQueryOptions } from '@/features/onboarding/api';
import { InvitationError } from '@/features/onboarding/invitation-error';
import { JoinPage } from '@/features/onboarding/join-page';

export const Route = createFileRoute('/join/$invitationId')({
  beforeLoad: withQueryClient,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(joinInvitationQueryOptions(params.invitationId)),
  errorComponent: InvitationError,
  component: function JoinRoute() {
    const { invitationId } = Route.useParams();
    return <JoinPage invitationId={invitationId} />;
  },
});
