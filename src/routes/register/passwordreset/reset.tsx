import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPage } from '@/features/password-reset/reset-page';

const ResetSearch = z.object({ resetToken: z.string().min(1).optional().catch(undefined) });

export const Route = createFileRoute('/register/passwordreset/reset')({
  validateSearch: ResetSearch,
  component: function ResetRoute() {
    const { resetToken } = Route.useSearch();
    return <ResetPage resetToken={resetToken} />;
  },
});
