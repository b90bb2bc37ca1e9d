import { existsSync } from 'node:fs';

/**
 * The system's Chromium for browser tests and benchmarks (Playwright's own download is not used).
 * CHROME_PATH overrides the path. The flags keep Chromium off the network it cannot reach here.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests prefer Debian's headless shell of the same Chromium (package
 * chromium-headless-shell): without the full browser's window machinery a test takes about a sixth
 * less CPU. Without it they run in the full Chromium; the benchmarks always do, as users do.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const testChromiumPath =
  process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser tests' Chromium also compiles no optimised code (neither of V8's optimising tiers): a
 * test's page lives a few seconds, too short for the optimised code to pay back its compiling, and
 * the suite is bound by the CPU. Measured on e2e specs of every kind: about 7% less CPU. The
 * benchmarks keep V8's defaults, as users have them.
 */
export const testChromiumArgs = [...chromiumArgs, '--js-flags=--no-opt --no-maglev'];
