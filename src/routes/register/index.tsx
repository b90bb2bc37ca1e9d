import { createFileRoute } from '@tanstack/react-router';
import { withQueryClient } from '@/app/query-client-source';
import { registrationInvitationQueryOptions } from '@/features/signup/api';
import { RegisterInvitationError } from '@/features/signup/register-invitation-error';
import { RegisterPage } from '@/features/signup/register-page';
import { idParam, searchSchema } from '@/lib/search-schema';

const RegisterSearch = searchSchema({ invitationId: idParam() });

export const Route = createFileRoute('/register/')({
  beforeLoad: withQueryClient,
  validateSearch: RegisterSearch,
  loaderDeps: ({ search }) => ({ invitationId: search.invitationId }),
  loader: async ({ context, deps }) => {
    if (deps.invitationId)
      await context.queryClient.ensureQueryData(registrationInvitationQueryOptions(deps.invitationId));
  },
  errorComponent: RegisterInvitationError,
  component: function RegisterRoute() {
    const { invitationId } = Route.useSearch();
    return <RegisterPage invitationId={invitationId} />;
  },
});
