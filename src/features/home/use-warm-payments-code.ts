import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Most work starts in the payments list, and this page's main action leads there: its code loads
 * once the browser is idle, so that going there waits only for its data. Only code, no data.
 */
export const useWarmPaymentsCode = () => {
  const router = useRouter();
  useEffect(() => {
    const warm = () => void router.loadRouteChunk(router.routesById['/dashboard/transactions/payments/']);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(warm, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(warm, 1000);
    return () => window.clearTimeout(id);
  }, [router]);
};
