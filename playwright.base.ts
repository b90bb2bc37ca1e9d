import { devices, type PlaywrightTestConfig } from '@playwright/test';

import { testChromiumArgs, testChromiumPath } from './scripts/chromium.ts';

/** The port of the mock build's e2e: `E2E_PORT` keeps parallel runs on one machine apart. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);

interface E2eConfigOptions {
  /** The name of the run's JSON report under TEST_TIMINGS_DIR (npm test's timing report). */
  name: string;
  testDir: string;
  outputDir: string;
  port: number;
  /** Builds the app and serves it on `port`; the tests start once `/login` answers. */
  serve: string;
  timeout: number;
  expectTimeout: number;
  use?: PlaywrightTestConfig['use'];
}

/**
 * What the two e2e configs share: the system's Chromium (Playwright's own download is not used),
 * two workers, the list reporter, a German-time English browser, and a freshly built app served for
 * the run. Each config adds its folder, its build, its timeouts and its tracing.
 */
export function e2eConfig(options: E2eConfigOptions): PlaywrightTestConfig {
  const { port } = options;
  return {
    testDir: options.testDir,
    fullyParallel: true,
    workers: 2,
    retries: 0,
    timeout: options.timeout,
    expect: { timeout: options.expectTimeout },
    // npm test asks for a JSON report beside the list, for its table of the slowest tests.
    reporter: process.env.TEST_TIMINGS_DIR
      ? [['list'], ['json', { outputFile: `${process.env.TEST_TIMINGS_DIR}/${options.name}.json` }]]
      : [['list']],
    outputDir: options.outputDir,
    use: {
      ...devices['Desktop Chrome'],
      baseURL: `http://localhost:${port}`,
      locale: 'en-US',
      timezoneId: 'Europe/Berlin',
      launchOptions: { executablePath: testChromiumPath, args: testChromiumArgs },
      ...options.use,
    },
    webServer: {
      command: options.serve,
      url: `http://localhost:${port}/login`,
      // Always this build: a server left on the port may serve another checkout.
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
  };
}
