import { createFileRoute } from '@tanstack/react-router';
import { getGetCompanySuspenseQueryOptions } from '@generated/api/company/company';
import { HomePage } from '@/features/home/home-page';
import { tenantStatsQueryOptions } from '@/features/home/api';

export const Route = createFileRoute('/dashboard/home')({
  loader: ({ context: { queryClient } }) => {
    // The tiles show skeletons while the statistics load; only the company is waited for.
    void queryClient.prefetchQuery(tenantStatsQueryOptions());
    return queryClient.ensureQueryData(getGetCompanySuspenseQueryOptions());
  },
  component: HomePage,
});
