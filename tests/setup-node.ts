/** Every test runs against the mock backend (MSW in node), reset to the default seed after each. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearFaults, resetDb, server } from '../mocks/node';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearFaults();
  resetDb('default');
});
afterAll(() => server.close());
