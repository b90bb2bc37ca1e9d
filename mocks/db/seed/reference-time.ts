/** The seed's fixed faker seed and reference time (apart from context.ts, which loads faker). */
export const SEED = 20261101;
export const SEED_NOW = new Date('2026-11-01T09:00:00.000Z');
