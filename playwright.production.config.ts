import { defineConfig } from '@playwright/test';

import { e2eConfig, e2ePort } from './playwright.base.ts';

/**
 * Browser e2e against the production build (`npm run build`, served by `vite preview`): the
 * Content-Security-Policy as shipped, and the runtime config. Its own port, next to the mock e2e's.
 */
const port = Number(process.env.E2E_PRODUCTION_PORT ?? e2ePort + 10);

export default defineConfig(
  e2eConfig({
    name: 'e2e-production',
    testDir: './tests/e2e-production',
    outputDir: 'test-results/production',
    port,
    serve: `npm run --silent build && npm run --silent preview -- --port ${port}`,
    timeout: 30_000,
    expectTimeout: 7_000,
    use: { trace: 'retain-on-failure' },
  }),
);
