import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { registrationInvitationQueryOptions } from '@/features/signup/api';
import { RegisterInvitationError } from '@/features/signup/register-invitation-error';
import { RegisterPage } from '@/features/signup/register-page';

const RegisterSearch = z.object({ invitationId: z.string().min(1).optional().catch(undefined) });

export const Route = createFileRoute('/register/')({
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
