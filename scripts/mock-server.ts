/**
 * `npm run mock:server`: the mock backend on http://127.0.0.1:4010. PORT, SCENARIO and HOST (the
 * interface; 127.0.0.1 unless set, since the mock's tokens are unsigned) change it.
 */
import { runnerImport } from 'vite';
import type * as ServerModule from '../mocks/server.ts';

const { module } = await runnerImport<typeof ServerModule>('./mocks/server.ts', {
  configFile: false,
  logLevel: 'error',
});
const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST || '127.0.0.1';
const scenario = process.env.SCENARIO ?? 'default';
const server = await module.startMockServer({ port, host, scenario });
const address = server.address();
const where =
  address && typeof address === 'object'
    ? `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
    : `http://${host}:${port}`;
console.log(`Mock backend on ${where} (scenario ${scenario}). Demo account: demo@example.com / demo1234`);
if (scenario === 'large') {
  // The large scenario is seeded in steps after the server listens; calls wait until it is ready.
  await module.dbReady();
  console.log(`Scenario large seeded in ${module.seedingStats.seconds.toFixed(1)} s.`);
}
