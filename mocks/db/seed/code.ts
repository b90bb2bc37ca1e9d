/**
 * The code that makes seeds (faker over every area, and the large scenario's copies): node loads it
 * with the backend (mocks/node.ts, mocks/server.ts), the browser only when a seed is to be made
 * (db/seed-source.ts).
 */
export { seedDb } from './index';
export { seedLarge } from './large';
