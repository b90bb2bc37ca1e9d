import { createFileRoute } from '@tanstack/react-router';
import { loadNotifications } from '@/app/lazy-notifications';
import { requireSession } from '@/app/guard';
import { withQueryClient } from '@/app/query-client-source';
import { SessionKeeper } from '@/features/auth/session-keeper';
import { OfflineNavigationGuard } from '@/components/offline-navigation';
import { PageLoader } from '@/components/page-loader';
import { activeServicesQueryOptions, companyQueryOptions, userQueryOptions } from '@/features/shell/api';
import { DashboardLayout } from '@/features/shell/dashboard-layout';
import { setUserScope } from '@/lib/user-scope';

/**
 * The shell, and what keeps the page when the session ends or a link leads offline to a page
 * whose code has not been loaded yet.
 */
function Dashboard() {
  return (
    <>
      <DashboardLayout />
      <SessionKeeper />
      <OfflineNavigationGuard />
    </>
  );
}

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ location, context }) => {
    requireSession(location.href);
    return withQueryClient({ context });
  },
  loader: async ({ context: { queryClient } }) => {
    // The alerts' code loads with the shell's data, while the browser is surely online: the first
    // alert may come when it is not.
    const [user, company] = await Promise.all([
      queryClient.ensureQueryData(userQueryOptions()),
      queryClient.ensureQueryData(companyQueryOptions()),
      queryClient.ensureQueryData(activeServicesQueryOptions()),
      loadNotifications(),
    ]);
    // Drafts, list preferences and saved views are filed under the user and company from here on.
    setUserScope({ email: user.emailAddress, companyId: company.id });
  },
  pendingComponent: PageLoader,
  component: Dashboard,
});
