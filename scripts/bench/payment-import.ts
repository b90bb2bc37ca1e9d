/**
 * The payment import figure: 1,000 rows, each with a new customer (search, create, payment),
 * against the mock HTTP server with 20 ms added per call, run in the import's bounded pool
 * against one row after another, in the same run. Loaded through Vite so the app's own import
 * code runs.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type * as Backend from './payment-import-backend.ts';

export type ImportFigure = {
  rows: number;
  latencyMs: number;
  concurrency: number;
  pooledMs: number;
  sequentialMs: number;
  speedUp: number;
};

export const measurePaymentImport = async (
  projectRoot: string,
  {
    rows = 1000,
    latencyMs = 20,
    concurrency: asked,
  }: { rows?: number; latencyMs?: number; concurrency?: number } = {},
): Promise<ImportFigure> => {
  const { module } = await runnerImport<typeof Backend>(
    fileURLToPath(new URL('./payment-import-backend.ts', import.meta.url)),
    {
      root: projectRoot,
      configFile: false,
      logLevel: 'error',
      resolve: {
        alias: [
          { find: '@/', replacement: `${projectRoot}/src/` },
          { find: '@generated/', replacement: `${projectRoot}/src-generated/` },
        ],
      },
    },
  );
  // The pool the app runs with, unless a run asks for another.
  const concurrency = asked ?? module.IMPORT_CONCURRENCY;
  const { server, origin } = await module.startImportBackend(latencyMs);
  try {
    // A first, small run warms the server and the code up; it is not counted.
    await module.timeImport(origin, 20, concurrency, 'warm');
    const pooled = await module.timeImport(origin, rows, concurrency, 'pooled');
    const sequential = await module.timeImport(origin, rows, 1, 'sequential');
    if (pooled.succeeded !== rows || sequential.succeeded !== rows)
      throw new Error(
        `the import created ${pooled.succeeded} and ${sequential.succeeded} of ${rows} payments`,
      );
    return {
      rows,
      latencyMs,
      concurrency,
      pooledMs: pooled.ms,
      sequentialMs: sequential.ms,
      speedUp: sequential.ms / pooled.ms,
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
};
