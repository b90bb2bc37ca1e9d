/**
 * A bounded worker pool: at most `concurrency` rows run at once, every row settles on its own (a
 * failed row does not stop the others), and a cancelled pool starts no new rows while the ones
 * under way finish.
 */
export type PoolProgress = { done: number; failed: number; left: number };

export type RowOutcome<T, R> = { item: T; ok: true; result: R } | { item: T; ok: false; error: unknown };

type PoolOptions = {
  concurrency: number;
  /** Checked before each new row starts. */
  cancelled?: () => boolean;
  onProgress?: (progress: PoolProgress) => void;
};

export const runPool = async <T, R>(
  items: readonly T[],
  work: (item: T) => Promise<R>,
  { concurrency, cancelled = () => false, onProgress }: PoolOptions,
): Promise<{ outcomes: RowOutcome<T, R>[]; cancelled: boolean }> => {
  const outcomes: RowOutcome<T, R>[] = [];
  let next = 0;
  let done = 0;
  let failed = 0;
  const report = () => onProgress?.({ done, failed, left: items.length - done - failed });
  const worker = async () => {
    while (next < items.length && !cancelled()) {
      const item = items[next];
      next += 1;
      if (item === undefined) continue;
      try {
        outcomes.push({ item, ok: true, result: await work(item) });
        done += 1;
      } catch (error) {
        outcomes.push({ item, ok: false, error });
        failed += 1;
      }
      report();
    }
  };
  report();
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return { outcomes, cancelled: next < items.length };
};
