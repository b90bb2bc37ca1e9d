/**
 * The system's Chromium for browser tests and benchmarks (Playwright's own download is not used).
 * CHROME_PATH overrides the path. The flags keep Chromium off the network it cannot reach here.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
