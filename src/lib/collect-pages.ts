/**
 * Reads every page of a server list: the first page tells the total, then the other pages are
 * fetched several at a time (a few requests in flight, not one after another), and put back in
 * page order. Progress is reported after each page; an abort stops it between requests, and so
 * does a failed page: no further page is asked for, and the promise rejects with that page's error.
 */

export type PageAnswer<T> = { rows: T[]; totalElements: number; totalPages: number };

export type CollectOptions<T> = {
  /** Fetches one zero-based page of `size` rows. */
  fetchPage: (page: number, size: number, signal: AbortSignal | undefined) => Promise<PageAnswer<T>>;
  size: number;
  /** How many pages are requested at once after the first (1: one after another). */
  concurrency: number;
  signal?: AbortSignal;
  onProgress?: (collected: number, total: number) => void;
};

export const collectPages = async <T>({
  fetchPage,
  size,
  concurrency,
  signal,
  onProgress,
}: CollectOptions<T>): Promise<T[]> => {
  const first = await fetchPage(0, size, signal);
  signal?.throwIfAborted();
  const pages: T[][] = [first.rows];
  let collected = first.rows.length;
  onProgress?.(collected, first.totalElements);
  let next = 1;
  let failed = false;
  const worker = async () => {
    while (next < first.totalPages && !failed) {
      signal?.throwIfAborted();
      const page = next++;
      const answer = await fetchPage(page, size, signal).catch((error: unknown) => {
        failed = true;
        throw error;
      });
      signal?.throwIfAborted();
      pages[page] = answer.rows;
      collected += answer.rows.length;
      onProgress?.(collected, first.totalElements);
    }
  };
  const workers = Math.max(1, Math.min(concurrency, first.totalPages - 1));
  await Promise.all(Array.from({ length: workers }, worker));
  return pages.flat();
};

/** Runs `task` for each item, at most `concurrency` at a time; results in the items' order. */
export const mapConcurrently = async <I, R>(
  items: readonly I[],
  concurrency: number,
  task: (item: I) => Promise<R>,
): Promise<R[]> => {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) results[index] = await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
};
