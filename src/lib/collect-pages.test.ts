import { describe, expect, it } from 'vitest';
import { collectPages } from './collect-pages';

/** A server of `count` rows whose pages answer after a tick; it records the pages asked for. */
const fakeServer = (count: number, failOn?: number) => {
  const asked: number[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const fetchPage = async (page: number, size: number) => {
    asked.push(page);
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 2));
    running--;
    if (page === failOn) throw new Error(`page ${page} failed`);
    const rows = Array.from(
      { length: Math.max(0, Math.min(size, count - page * size)) },
      (_, i) => page * size + i,
    );
    return { rows, totalElements: count, totalPages: Math.ceil(count / size) };
  };
  return { fetchPage, asked, mostAtOnce: () => mostAtOnce };
};

describe('collectPages: the fetch-all pool', () => {
  it('asks for the first page alone, then keeps several pages in flight, rows in page order', async () => {
    const server = fakeServer(1050);
    const progress: number[] = [];
    const rows = await collectPages({
      ...server,
      size: 100,
      concurrency: 4,
      onProgress: (collected, total) => {
        expect(total).toBe(1050);
        progress.push(collected);
      },
    });
    expect(rows).toEqual(Array.from({ length: 1050 }, (_, i) => i));
    expect(server.asked[0]).toBe(0);
    expect(server.mostAtOnce()).toBe(4);
    expect(progress).toHaveLength(11);
    expect(progress.at(-1)).toBe(1050);
  });

  it('with zero rows asks for one page and gives none', async () => {
    const server = fakeServer(0);
    await expect(collectPages({ ...server, size: 100, concurrency: 4 })).resolves.toEqual([]);
    expect(server.asked).toEqual([0]);
  });

  it('a failed page stops it: no further page is asked for, and it rejects with that error', async () => {
    const server = fakeServer(2000, 3);
    await expect(collectPages({ ...server, size: 100, concurrency: 2 })).rejects.toThrow('page 3 failed');
    // Pages 1 to 4 were asked for before page 3 answered; nothing after the failure.
    expect(Math.max(...server.asked)).toBeLessThanOrEqual(4);
  });

  it('cancelling stops it between pages', async () => {
    const server = fakeServer(2000);
    const abort = new AbortController();
    const run = collectPages({
      ...server,
      size: 100,
      concurrency: 2,
      signal: abort.signal,
      onProgress: (collected) => {
        if (collected >= 300) abort.abort();
      },
    });
    await expect(run).rejects.toThrow();
    expect(server.asked.length).toBeLessThan(8);
  });

  it('reads a large list in pages of the larger size (its first page again), a small one in its pages', async () => {
    const large = fakeServer(2500);
    const progress: number[] = [];
    const rows = await collectPages({
      ...large,
      size: 100,
      largeSize: 1000,
      concurrency: 6,
      onProgress: (collected) => progress.push(collected),
    });
    expect(rows).toEqual(Array.from({ length: 2500 }, (_, i) => i));
    // The first page of 100 tells the total; then three pages of 1000.
    expect(large.asked).toEqual([0, 0, 1, 2]);
    expect(progress.at(-1)).toBe(2500);
    expect(progress).toEqual(progress.toSorted((a, b) => a - b));

    const small = fakeServer(230);
    expect(await collectPages({ ...small, size: 100, largeSize: 1000, concurrency: 6 })).toHaveLength(230);
    expect(small.asked).toEqual([0, 1, 2]);
  });
});
