/** Work in steps that leave the page (or the server) room between them. */

/** Lets the event loop run (the page paints, input is handled) between two steps of seeding. */
export const yieldToLoop = () =>
  new Promise<void>((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Runs steps for up to `budget` milliseconds at a time, yielding between (the search's values). */
export const inBackground = async (steps: Generator<void, void>, budget: number) => {
  let started = performance.now();
  while (!steps.next().done) {
    if (performance.now() - started < budget) continue;
    await yieldToLoop();
    started = performance.now();
  }
};

/**
 * Runs seeding steps for up to `budget` ms at a time, yielding between; notes in `stats` the time,
 * the longest stretch without a yield (ms) and the number of stretches.
 */
export const timedSteps = async (
  steps: Generator<void, void>,
  budget: number,
  stats: { seconds: number; longestStep: number; steps: number },
) => {
  const begun = performance.now();
  Object.assign(stats, { seconds: 0, longestStep: 0, steps: 0 });
  let started = begun;
  for (;;) {
    const done = steps.next().done;
    const now = performance.now();
    if (done || now - started >= budget) {
      stats.longestStep = Math.max(stats.longestStep, now - started);
      stats.steps += 1;
      if (done) break;
      await yieldToLoop();
      started = performance.now();
    }
  }
  stats.seconds = (performance.now() - begun) / 1000;
};
