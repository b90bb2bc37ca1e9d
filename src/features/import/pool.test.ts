import { describe, expect, it } from 'vitest';
import { runPool } from './pool';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the bounded pool', () => {
  it('runs at most `concurrency` rows at once and every row once', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    const { outcomes } = await runPool(
      Array.from({ length: 20 }, (_, index) => index),
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        await tick();
        running -= 1;
        seen.push(item);
        return item * 2;
      },
      { concurrency: 6 },
    );
    expect(most).toBe(6);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
  });

  it('skips a failed row and goes on, reporting done, failed and left', async () => {
    const progress: string[] = [];
    const { outcomes } = await runPool(
      [1, 2, 3],
      async (item) => {
        if (item === 2) throw new Error('no');
        return item;
      },
      { concurrency: 1, onProgress: ({ done, failed, left }) => progress.push(`${done}/${failed}/${left}`) },
    );
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, true]);
    expect(progress).toEqual(['0/0/3', '1/0/2', '1/1/1', '2/1/0']);
  });

  it('starts no new rows once cancelled, letting the running ones finish', async () => {
    let cancel = false;
    const started: number[] = [];
    const run = await runPool(
      Array.from({ length: 10 }, (_, index) => index),
      async (item) => {
        started.push(item);
        if (item === 2) cancel = true;
        await tick();
      },
      { concurrency: 2, cancelled: () => cancel },
    );
    expect(started).toEqual([0, 1, 2]);
    expect(run.outcomes).toHaveLength(3);
    expect(run.cancelled).toBe(true);
  });
});
