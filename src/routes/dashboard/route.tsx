import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/app/guard';
import { withQueryClient } from '@/app/query-client-source';
import { PageLoader } from '@/components/page-loader';
import { activeServicesQueryOptions, companyQueryOptions, userQueryOptions } from '@/features/shell/api';
import { DashboardLayout } from '@/features/shell/dashboard-layout';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ location, context }) => {
    requireSession(location.href);
    return withQueryClient({ context });
  },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(userQueryOptions()),
      queryClient.ensureQueryData(companyQueryOptions()),
      queryClient.ensureQueryData(activeServicesQueryOptions()),
    ]),
  pendingComponent: PageLoader,
  component: DashboardLayout,
});
