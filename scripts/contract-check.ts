/**
 * `npm run contract -- --base-url <url> ...`: checks a backend against the contract.
 * See `npm run contract -- --help` and docs/contract-check.md.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { runCli } from './contract-check/cli.ts';
import { probeTarget } from './contract-check/proxy-args.ts';
import type * as ReplayModule from './contract-check/replay.ts';
import type * as RunModule from './contract-check/run.ts';

// Ctrl+C stops the run after the current request and still prints and writes what ran; twice quits.
const interrupt = new AbortController();
process.on('SIGINT', () => {
  if (interrupt.signal.aborted) process.exit(130);
  process.stderr.write('\nStopping after the current request (Ctrl+C again quits at once) ...\n');
  interrupt.abort();
});

const code = await runCli(process.argv.slice(2), process.env, {
  signal: interrupt.signal,
  run: async (options) => {
    // A backend that is not there, or does not speak HTTP, is one line (exit 2), not a table of failures.
    const problem = await probeTarget(options.baseUrl);
    if (problem) throw new Error(problem);
    // The run needs the generated zod schemas, whose imports only Vite resolves.
    const { module } = await runnerImport<typeof RunModule>(
      fileURLToPath(new URL('./contract-check/run.ts', import.meta.url)),
      { configFile: false, logLevel: 'error' },
    );
    return module.runContractCheck({ ...options, log: (line) => process.stderr.write(`  ${line}\n`) });
  },
  replay: async (options) => {
    if (options.baseUrl) {
      const problem = await probeTarget(options.baseUrl);
      if (problem) throw new Error(problem);
    }
    const { module } = await runnerImport<typeof ReplayModule>(
      fileURLToPath(new URL('./contract-check/replay.ts', import.meta.url)),
      { configFile: false, logLevel: 'error' },
    );
    return module.replayCassette(options);
  },
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
process.exit(code);
