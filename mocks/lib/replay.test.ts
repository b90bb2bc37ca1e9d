import { describe, expect, it } from 'vitest';
import { asJournaled } from './replay';

describe('asJournaled', () => {
  it('reads the clock at the call time throughout the call, as its replay does, and restores it', async () => {
    const at = Date.UTC(2026, 10, 27, 9, 30);
    const clock = globalThis.Date;
    const read = await asJournaled(at, async () => {
      const first = new Date().toISOString();
      // Later in the same call, after other work: the same time (a replay reads only `at`).
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [first, new Date().toISOString(), Date.now()];
    });
    expect(read).toEqual(['2026-11-27T09:30:00.000Z', '2026-11-27T09:30:00.000Z', at]);
    expect(globalThis.Date).toBe(clock);
    expect(Date.now()).toBeGreaterThan(at);
  });
});
