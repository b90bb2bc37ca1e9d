import { createFileRoute } from '@tanstack/react-router';
import { ResetPage } from '@/features/password-reset/reset-page';
import { idParam, searchSchema } from '@/lib/search-schema';

const ResetSearch = searchSchema({ resetToken: idParam() });

export const Route = createFileRoute('/register/passwordreset/reset')({
  validateSearch: ResetSearch,
  component: function ResetRoute() {
    const { resetToken } = Route.useSearch();
    return <ResetPage resetToken={resetToken} />;
  },
});
