import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, testChromiumPath } from './scripts/chromium.ts';

/** Browser e2e in the system's Chromium against the built app with the mock backend. */
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A flow waits for several things in turn; on a loaded 2-core machine each may take seconds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    // The portal honours the system's wish for less motion: no test waits for a transition.
    reducedMotion: 'reduce',
    // Recording a trace costs a quarter of the suite's time; `-- --trace retain-on-failure` records
    // one for a failure being looked into.
    trace: 'off',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  webServer: {
    // The mock build served as plain files (sirv, as `npm run preview:mock` does but without
    // compressing every answer again: a sixth less CPU and a fifth less time per page load).
    command: `npm run --silent build:mock && sirv dist-mock --single --port ${port} --quiet`,
    url: `http://localhost:${port}/login`,
    // Always this build: a server left on the port may serve another checkout.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
  },
});
