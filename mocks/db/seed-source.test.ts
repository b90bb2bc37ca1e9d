import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSeedJson } from '../../scripts/build/mock-default-seed';
import * as seedCode from './seed/code';
import { freshSeed, prepareSeed, provideSeeds } from './seed-source';

afterEach(() => provideSeeds({ code: seedCode }));

describe('the seed source', () => {
  it("the mock build's default seed, made at build time, is the seed code's", async () => {
    const built: unknown = JSON.parse(await defaultSeedJson(process.cwd()));
    // Alike but for keys whose value is undefined (JSON has none; no answer shows them either): a
    // Date, NaN or anything else JSON cannot carry would differ.
    expect(built).toEqual(seedCode.seedDb('default'));
  }, 60_000);

  it('starts the default scenario from its given seed without loading the seed code', async () => {
    const load = vi.fn(async () => seedCode);
    const json = JSON.stringify(seedCode.seedDb('default'));
    provideSeeds({ load, given: { default: async () => json } });
    await prepareSeed('default');
    const first = freshSeed('default');
    expect(first).toStrictEqual(JSON.parse(json));
    // Each start has a copy of its own.
    first.debitors.length = 0;
    expect(freshSeed('default').debitors.length).toBeGreaterThan(0);
    expect(load).not.toHaveBeenCalled();
    expect(() => freshSeed('fresh')).toThrow(/not loaded/);
  });

  it('loads the seed code for another scenario, for the large one, and where none is given', async () => {
    const load = vi.fn(async () => seedCode);
    provideSeeds({ load, given: { default: async () => undefined } });
    await prepareSeed('default');
    expect(load).toHaveBeenCalledTimes(1);
    expect(freshSeed('fresh')).toStrictEqual(seedCode.seedDb('fresh'));

    const given = vi.fn(async () => JSON.stringify(seedCode.seedDb('default')));
    const loadAgain = vi.fn(async () => seedCode);
    provideSeeds({ load: loadAgain, given: { default: given } });
    await prepareSeed('large');
    expect(given).toHaveBeenCalledTimes(1);
    expect(loadAgain).toHaveBeenCalledTimes(1);
  });
});
