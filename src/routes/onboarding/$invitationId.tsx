import { createFileRoute, redirect } from '@tanstack/react-router';
import { withQueryClient } from '@/app/query-client-source';
import { onboardingQueryOptions } from '@/features/onboarding/api';
import { OnboardingPage } from '@/features/onboarding/onboarding-page';

export const Route = createFileRoute('/onboarding/$invitationId')({
  beforeLoad: withQueryClient,
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(onboardingQueryOptions(params.invitationId));
    } catch {
      // Spec 1 §7: any failure to load the onboarding context goes to the Not found screen.
      throw redirect({ href: '/404', replace: true });
    }
  },
  component: function OnboardingRoute() {
    const { invitationId } = Route.useParams();
    return <OnboardingPage invitationId={invitationId} />;
  },
});
