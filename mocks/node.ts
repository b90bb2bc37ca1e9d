import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { withGeneratedFallback } from './lib/generated-fallback';
import * as seedCode from './db/seed/code';
import { provideSeeds } from './db/seed-source';

// Node seeds with the seed code at hand (the browser loads it on demand: db/seed-source.ts).
provideSeeds({ code: seedCode });

/**
 * The mock backend for vitest; a test overrides one call with server.use(...). A call no handler
 * answers gets the generated, contract-valid answer (lib/generated-fallback.ts).
 */
export const server = setupServer(...withGeneratedFallback(handlers));

export { forgetDb, resetDb, getDb } from './db/store';
export { setFault, clearFaults } from './lib/faults';
