import { useEffect, useRef } from 'react';
import { modalDialogOpen, REFRESH_INTERVAL_MS, shouldRefresh, type RefreshTrigger } from './refresh-rules';

type AutoRefreshOptions = {
  /** Asks the server again (a query's refetch, or several). */
  refresh: () => unknown;
  /** When the data on screen last arrived (a query's dataUpdatedAt; 0 while there is none). */
  updatedAt: number;
  fetching: boolean;
  /** Whether rows are selected (no refresh until they are not), asked when a trigger fires. */
  selecting?: () => boolean;
  /** No refresh at all (a list without data yet, a test). */
  disabled?: boolean;
};

/**
 * Refreshes on focus, when the tab becomes visible again, when a kept list shows again and every
 * two minutes while it is visible, by the rules of refresh-rules.ts. The latest options are read when a trigger fires, so
 * the listeners are set up once.
 */
export const useAutoRefresh = (options: AutoRefreshOptions) => {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const fire = (trigger: RefreshTrigger) => {
      const { refresh, updatedAt, fetching, selecting, disabled = false } = latest.current;
      if (disabled || !updatedAt) return;
      const now = Date.now();
      const visible = document.visibilityState === 'visible';
      const ok = shouldRefresh({
        trigger,
        visible,
        dialogOpen: modalDialogOpen(),
        selecting: selecting?.() ?? false,
        fetching,
        sinceUpdate: now - updatedAt,
      });
      if (ok) void refresh();
    };
    const onFocus = () => fire('focus');
    const onVisibility = () => {
      if (document.visibilityState === 'visible') fire('focus');
    };
    // Setting this up counts as regaining the focus: a list opened again from the cache refreshes
    // (not within 10 s of its last answer); a list just opened has fresh data or none.
    fire('focus');
    const timer = setInterval(() => fire('interval'), REFRESH_INTERVAL_MS / 4);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
};
