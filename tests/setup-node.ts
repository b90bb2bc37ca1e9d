/**
 * Every test runs against the mock backend (MSW in node), reset to the default seed after each,
 * and fails when its translations missed a key (tests/i18n.ts).
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearFaults, forgetDb, server } from '../mocks/node';
import { failOnMissingKeys } from './i18n';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  clearFaults();
  forgetDb();
  failOnMissingKeys();
});
afterAll(() => server.close());
