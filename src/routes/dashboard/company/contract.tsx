import { createFileRoute, redirect } from '@tanstack/react-router';
import { comingSoon } from '@/components/coming-soon-route';
import { isProduction } from '@/lib/env';

/** The contract page exists only outside production (spec 1 §6). */
export const Route = createFileRoute('/dashboard/company/contract')({
  ...comingSoon('nav.contract'),
  beforeLoad: () => {
    if (isProduction()) throw redirect({ to: '/dashboard/home', replace: true });
  },
});
