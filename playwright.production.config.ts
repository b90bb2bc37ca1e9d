import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, testChromiumPath } from './scripts/chromium.ts';

/**
 * Browser e2e against the production build (`npm run build`, served by `vite preview`): the
 * Content-Security-Policy as shipped, and the runtime config. Its own port, next to the mock e2e's.
 */
const port = Number(process.env.E2E_PRODUCTION_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 10);

export default defineConfig({
  testDir: './tests/e2e-production',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: 'test-results/production',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `npm run --silent build && npm run --silent preview -- --port ${port}`,
    url: `http://localhost:${port}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
  },
});
