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
  /**
   * A larger page size for a large list: once the first page tells a total of more than one such
   * page, the rows are read in pages of this size instead (its first page again), so that a list
   * of 10,000 rows takes 11 calls, not 100. A small list stays with `size`.
   */
  largeSize?: number;
};

export const collectPages = async <T>({
  fetchPage,
  size,
  concurrency,
  signal,
  onProgress,
  largeSize,
}: CollectOptions<T>): Promise<T[]> => {
  const first = await fetchPage(0, size, signal);
  signal?.throwIfAborted();
  let collected = first.rows.length;
  onProgress?.(collected, first.totalElements);
  const large = largeSize !== undefined && largeSize > size && first.totalElements > largeSize;
  const pageSize = large ? largeSize : size;
  const totalPages = large ? Math.ceil(first.totalElements / largeSize) : first.totalPages;
  // A large list reads its first page again at the larger size; its rows replace the first answer's.
  const pages: T[][] = large ? [] : [first.rows];
  let next = large ? 0 : 1;
  let failed = false;
  const worker = async () => {
    while (next < totalPages && !failed) {
      signal?.throwIfAborted();
      const page = next++;
      const answer = await fetchPage(page, pageSize, signal).catch((error: unknown) => {
        failed = true;
        throw error;
      });
      signal?.throwIfAborted();
      pages[page] = answer.rows;
      collected += answer.rows.length - (large && page === 0 ? first.rows.length : 0);
      onProgress?.(collected, first.totalElements);
    }
  };
  const workers = Math.max(1, Math.min(concurrency, totalPages - next));
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
