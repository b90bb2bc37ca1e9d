/** The large scenario's size and step budget, and how its last seeding or snapshot read went. */

/** The size factor and the budget of one step of the large scenario (tests make it small). */
const env = globalThis.process?.env ?? {};
export const largeOptions = {
  /** MOCK_LARGE_FACTOR scales it; the unit tests seed 1% of it (test time is a budget). */
  factor: Number(env.MOCK_LARGE_FACTOR ?? (env.VITEST ? 0.01 : 1)) || 1,
  /**
   * Milliseconds of seeding between two yields: a step takes a few, and a collection of the large
   * heap (up to about 40 ms in Chromium) can fall into any one, so a stretch stays under 50.
   */
  budget: 10,
};
export const configureLarge = (options: Partial<typeof largeOptions>) => Object.assign(largeOptions, options);

/**
 * How the last large seeding went: its time and the longest stretch without a yield (ms); how
 * many times this page seeded the large scenario, and whether its data came from a snapshot.
 */
export const seedingStats = {
  seconds: 0,
  longestStep: 0,
  steps: 0,
  seeds: 0,
  fromSnapshot: false,
  /** Seconds to read the snapshot, where one was read. */
  snapshotSeconds: 0,
  /** Journal calls this page replayed (on the seed or on the snapshot). */
  replayed: 0,
};
