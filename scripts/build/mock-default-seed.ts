/**
 * `virtual:mock-default-seed`: the mock backend's default scenario seeded at build time, as JSON,
 * so that a start of the mock build parses data instead of loading faker and seeding (about a
 * tenth of a start's CPU, and faker's half of the mock's code). The seed is made by the same code
 * (mocks/db/seed/, run in node through Vite's module runner) and is deterministic: a fixed faker
 * seed and reference date, nothing of the day it runs (mocks/db/seed-source.test.ts compares it
 * with seedDb). The dev server gives none (undefined): it seeds in the browser, so an edit of the
 * seed code shows at the next load.
 */
import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as SeedCode from '../../mocks/db/seed/code.ts';

const ID = 'virtual:mock-default-seed';
const RESOLVED = `\0${ID}`;

/** The default scenario's seed as JSON, made by the seed code of the project at `root`. */
export const defaultSeedJson = async (root: string): Promise<string> => {
  const { module } = await runnerImport<typeof SeedCode>(join(root, 'mocks/db/seed/code.ts'), {
    configFile: false,
    logLevel: 'error',
  });
  return JSON.stringify(module.seedDb('default'));
};

export const mockDefaultSeed = (root: string): Plugin => {
  let build = false;
  let json: Promise<string> | undefined;
  return {
    name: 'portal:mock-default-seed',
    configResolved: (config) => {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: async (id) => {
      if (id !== RESOLVED) return undefined;
      if (!build) return 'export default undefined;';
      json ??= defaultSeedJson(root);
      return `export default ${JSON.stringify(await json)};`;
    },
  };
};
