import { defineConfig } from '@playwright/test';

import { e2eConfig, e2ePort } from './playwright.base.ts';

/** Browser e2e in the system's Chromium against the built app with the mock backend. */
export default defineConfig(
  e2eConfig({
    name: 'e2e',
    testDir: './tests/e2e',
    outputDir: 'test-results',
    port: e2ePort,
    // The mock build served as plain files (sirv, as `npm run preview:mock` does but without
    // compressing every answer again: a sixth less CPU and a fifth less time per page load).
    serve: `npm run --silent build:mock && sirv dist-mock --single --port ${e2ePort} --quiet`,
    // A flow waits for several things in turn; on a loaded 2-core machine each may take seconds.
    timeout: 60_000,
    expectTimeout: 15_000,
    use: {
      // The portal honours the system's wish for less motion: no test waits for a transition.
      reducedMotion: 'reduce',
      // Recording a trace costs a quarter of the suite's time; `-- --trace retain-on-failure`
      // records one for a failure being looked into.
      trace: 'off',
    },
  }),
);
