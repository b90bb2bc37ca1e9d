import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A fetch-all run as an export shows it: not started (or stopped by a failure), collecting with a
 * running count, done with the rows, or done with none.
 */
export type CollectRunState<T> =
  | { step: 'idle'; failed: boolean }
  | { step: 'collect'; collected: number; total: number | undefined }
  | { step: 'done'; rows: T[] }
  | { step: 'empty' };

export type CollectRun<T> = (options: {
  signal: AbortSignal;
  onProgress: (collected: number, total: number) => void;
}) => Promise<T[]>;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Runs one collection at a time (src/lib/collect-pages.ts does the paging) with its progress:
 * cancelling or unmounting aborts it, a failure returns to the start marked as failed (and calls
 * `onFailure`), and nothing of a cancelled or failed run is kept.
 */
export const useCollectRun = <T>(onFailure?: (error: unknown) => void) => {
  const [state, setState] = useState<CollectRunState<T>>({ step: 'idle', failed: false });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    (run: CollectRun<T>) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ step: 'collect', collected: 0, total: undefined });
      run({
        signal: abort.signal,
        onProgress: (collected, total) => {
          if (!abort.signal.aborted) setState({ step: 'collect', collected, total });
        },
      }).then(
        (rows) => {
          if (abort.signal.aborted) return;
          setState(rows.length ? { step: 'done', rows } : { step: 'empty' });
        },
        (error: unknown) => {
          if (abort.signal.aborted || isAbort(error)) return;
          // The pages still in flight are stopped and their late progress ignored.
          abort.abort();
          setState({ step: 'idle', failed: true });
          onFailure?.(error);
        },
      );
    },
    [onFailure],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ step: 'idle', failed: false });
  }, []);

  const restart = useCallback(() => setState({ step: 'idle', failed: false }), []);

  return { state, start, cancel, restart };
};
