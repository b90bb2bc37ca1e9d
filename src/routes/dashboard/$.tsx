import { createFileRoute, redirect } from '@tanstack/react-router';

/** Unknown paths inside the dashboard lead home. */
export const Route = createFileRoute('/dashboard/$')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/home', replace: true });
  },
});
