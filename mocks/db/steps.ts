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
