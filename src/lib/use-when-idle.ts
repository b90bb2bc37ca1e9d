import { useEffect } from 'react';

/**
 * Runs a task once the browser is idle after the component has mounted (at the latest after
 * `timeout` ms), for work the user will probably want soon but must not wait for now, such as
 * loading the code of a likely next step. The task must be stable across renders. Not while the
 * browser is offline: code fetched then stays failed until a reload (src/lib/code-reload.ts).
 */
export const useWhenIdle = (task: () => void, timeout = 2000) => {
  useEffect(() => {
    const run = () => {
      if (navigator.onLine) task();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, timeout / 2);
    return () => window.clearTimeout(id);
  }, [task, timeout]);
};
