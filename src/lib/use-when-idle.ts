import { useEffect } from 'react';

/**
 * Runs a task once the browser is idle after the component has mounted (at the latest after
 * `timeout` ms), for work the user will probably want soon but must not wait for now, such as
 * loading the code of a likely next step. The task must be stable across renders.
 */
export const useWhenIdle = (task: () => void, timeout = 2000) => {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(task, timeout / 2);
    return () => window.clearTimeout(id);
  }, [task, timeout]);
};
