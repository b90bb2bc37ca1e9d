/** The home tiles' query, on its own so that the route's loader can load it lazily. */
import { getGetTenantStatsQueryOptions } from '@generated/api/statistics/statistics';
import { COMPLETED_STATES, PENDING_STATES, sumByStates } from '@/entities/payment/payment-stats';

export const tenantStatsQueryOptions = () =>
  getGetTenantStatsQueryOptions({
    query: {
      select: (stats) => ({
        pending: sumByStates(stats, PENDING_STATES),
        completed: sumByStates(stats, COMPLETED_STATES),
      }),
    },
  });
