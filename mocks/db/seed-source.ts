/**
 * Where a scenario's seed comes from. Seeding runs faker over every area: in node (vitest, the mock
 * server) the seed code loads with the backend, and a scenario's seed is made once and copied
 * afterwards. The mock build carries the default scenario's seed made at build time, as JSON
 * (`virtual:mock-default-seed`, scripts/build/mock-default-seed.ts), so a start of the app parses
 * data instead of loading faker and seeding; the seed code loads only for another scenario or the
 * large one (which copies the default's records).
 */
import { findScenario } from '../scenarios';
import type { Db } from './schema';
import type * as SeedCode from './seed/code';

type Code = typeof SeedCode;

type Source = {
  /** The seed code itself (node). */
  code?: Code;
  /** Loads the seed code (the browser). */
  load?: () => Promise<Code>;
  /** Seeds made in advance, as their JSON, by scenario (undefined: none, as in the dev server). */
  given?: Record<string, () => Promise<string | undefined>>;
};

let source: Source = {};
let code: Code | undefined;
/** The given seeds read so far, as JSON (each start of a scenario parses its own copy). */
const givenJson = new Map<string, string>();
/** The seeds made by the seed code, copied for each start. */
const made = new Map<string, Db>();

/** Where seeds come from from now on (what the former source gave or made is forgotten). */
export const provideSeeds = (provided: Source) => {
  source = provided;
  code = provided.code;
  givenJson.clear();
  made.clear();
};

/** The seed code, once loaded (prepareSeed). */
export const seedCode = (): Code => {
  if (!code) throw new Error('The seed code is not loaded: provideSeeds() and await prepareSeed() first');
  return code;
};

/**
 * Loads what a start of `scenario` needs: its given seed, else the seed code; the large scenario
 * needs the default's seed and the code that copies it.
 */
export const prepareSeed = async (scenario: string): Promise<void> => {
  const large = findScenario(scenario).large === true;
  const name = large ? 'default' : scenario;
  const given = source.given?.[name];
  if (given && !givenJson.has(name)) {
    const json = await given();
    if (json !== undefined) givenJson.set(name, json);
  }
  if (!code && (large || !givenJson.has(name))) code = await source.load?.();
};

/** A fresh copy of a scenario's seed (prepareSeed first where the seed code loads on demand). */
export const freshSeed = (scenario: string): Db => {
  const json = givenJson.get(scenario);
  if (json !== undefined) return JSON.parse(json) as Db;
  let seed = made.get(scenario);
  if (!seed) {
    seed = seedCode().seedDb(scenario);
    made.set(scenario, seed);
  }
  return structuredClone(seed);
};
