import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '@/features/auth/user-page';
import { requireSession } from '@/app/guard';

export const Route = createFileRoute('/user')({
  beforeLoad: ({ location }) => requireSession(location.href),
  component: UserPage,
});
