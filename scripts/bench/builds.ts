/** The builds the bench measures, each timed in seconds of wall time. */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const seconds = (since: number) => (performance.now() - since) / 1000;

/** `npm run <script>`, output kept back unless it fails. */
export const timeNpmScript = (script: string, cwd: string): number => {
  const started = performance.now();
  const run = spawnSync('npm', ['run', '--silent', script], { cwd, encoding: 'utf8' });
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    throw new Error(`npm run ${script} failed (exit code ${run.status ?? run.signal})`);
  }
  return seconds(started);
};

/** The portal's production build into dist/, with the project's vite.config.ts. */
export const timeAppBuild = async (projectRoot: string): Promise<number> => {
  const started = performance.now();
  await build({
    root: projectRoot,
    configFile: resolve(projectRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
  });
  return seconds(started);
};

/** The bare React 19 page of `fixtureDir`, built by the same Vite into `outDir`. */
export const timeBareReactBuild = async (fixtureDir: string, outDir: string): Promise<number> => {
  const started = performance.now();
  await build({
    root: fixtureDir,
    configFile: false,
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
    logLevel: 'silent',
  });
  return seconds(started);
};

/** The portal with the in-browser mock backend into dist-mock/ (as `npm run build:mock`). */
export const timeMockBuild = async (projectRoot: string): Promise<number> => {
  const started = performance.now();
  await build({
    root: projectRoot,
    configFile: resolve(projectRoot, 'vite.config.ts'),
    mode: 'mock',
    logLevel: 'warn',
  });
  return seconds(started);
};
