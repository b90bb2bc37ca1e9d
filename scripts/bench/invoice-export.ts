/**
 * The invoice export figure: 5,000 invoices (50 pages of 100) from the mock HTTP server with
 * 20 ms added per call, fetched several pages at a time (as the app does) against one after
 * another, in the same run. Loaded through Vite so the app's own export code runs.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type * as Backend from './invoice-export-backend.ts';

export type ExportFigure = {
  invoices: number;
  latencyMs: number;
  concurrentMs: number;
  sequentialMs: number;
  concurrency: number;
};

/** A bench module loaded through Vite with the app's aliases, so the app's own code runs in it. */
export const loadThroughVite = async <T>(projectRoot: string, file: URL): Promise<T> => {
  const { module } = await runnerImport<T>(fileURLToPath(file), {
    root: projectRoot,
    configFile: false,
    logLevel: 'error',
    // Styles mean nothing here: a column file's CSS module loads as an empty class map.
    plugins: [
      {
        name: 'bench-no-css',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith('.css') ? '\0bench-css' : undefined),
        load: (id) => (id === '\0bench-css' ? 'export default {};' : undefined),
      },
    ],
    resolve: {
      alias: [
        { find: '@/', replacement: `${projectRoot}/src/` },
        { find: '@generated/', replacement: `${projectRoot}/src-generated/` },
      ],
    },
  });
  return module;
};

export const measureInvoiceExport = async (
  projectRoot: string,
  { invoices = 5000, latencyMs = 20, concurrency = 6 } = {},
): Promise<ExportFigure> => {
  const module = await loadThroughVite<typeof Backend>(
    projectRoot,
    new URL('./invoice-export-backend.ts', import.meta.url),
  );
  const { server, origin } = await module.startExportBackend(invoices, latencyMs);
  try {
    // A first run warms the server and the code up; it is not counted.
    await module.timeExport(origin, concurrency);
    const concurrent = await module.timeExport(origin, concurrency);
    const sequential = await module.timeExport(origin, 1);
    if (concurrent.rows !== invoices || sequential.rows !== invoices)
      throw new Error(`the export read ${concurrent.rows} and ${sequential.rows} of ${invoices} invoices`);
    return { invoices, latencyMs, concurrency, concurrentMs: concurrent.ms, sequentialMs: sequential.ms };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
};
