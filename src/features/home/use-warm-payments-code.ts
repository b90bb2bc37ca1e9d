import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useWhenIdle } from '@/lib/use-when-idle';

/**
 * Most work starts in the payments list, and this page's main action leads there: its code loads
 * once the browser is idle, so that going there waits only for its data. Only code, no data.
 */
export const useWarmPaymentsCode = () => {
  const router = useRouter();
  const warm = useCallback(
    () => void router.loadRouteChunk(router.routesById['/dashboard/transactions/payments/']),
    [router],
  );
  useWhenIdle(warm);
};
