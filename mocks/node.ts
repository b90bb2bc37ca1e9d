import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for vitest; a test overrides one call with server.use(...). */
export const server = setupServer(...handlers);

export { resetDb, getDb } from './db/store';
export { setFault, clearFaults } from './lib/faults';
