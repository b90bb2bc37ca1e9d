/** `npm run mock:server`: the mock backend on http://localhost:4010 (PORT, SCENARIO to change). */
import { runnerImport } from 'vite';
import type * as ServerModule from '../mocks/server.ts';

const { module } = await runnerImport<typeof ServerModule>('./mocks/server.ts', {
  configFile: false,
  logLevel: 'error',
});
const port = Number(process.env.PORT ?? 4010);
const scenario = process.env.SCENARIO ?? 'default';
await module.startMockServer({ port, scenario });
console.log(
  `Mock backend on http://localhost:${port} (scenario ${scenario}). Demo account: demo@example.com / demo1234`,
);
