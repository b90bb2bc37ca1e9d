/**
 * The list export figure: 10,000 payments (100 pages of 100) from the mock HTTP server with 20 ms
 * added per call, through the lists' fetch pool and the payments list's CSV columns, several pages
 * at a time against one after another, in the same run.
 */
import type * as Backend from './list-export-backend.ts';
import { loadThroughVite } from './invoice-export.ts';

export type ListExportFigure = {
  payments: number;
  latencyMs: number;
  concurrency: number;
  pooledMs: number;
  sequentialMs: number;
  /** Pooled in 100-row pages throughout, as the export read before it took larger pages. */
  smallPagesMs: number;
};

export const measureListExport = async (
  projectRoot: string,
  { payments = 10_000, latencyMs = 20, concurrency = 6 } = {},
): Promise<ListExportFigure> => {
  const module = await loadThroughVite<typeof Backend>(
    projectRoot,
    new URL('./list-export-backend.ts', import.meta.url),
  );
  const { server, origin } = await module.startPaymentsBackend(payments, latencyMs);
  try {
    // A first run warms the server and the code up; it is not counted.
    await module.timePaymentsExport(origin, concurrency);
    const pooled = await module.timePaymentsExport(origin, concurrency);
    const sequential = await module.timePaymentsExport(origin, 1);
    const smallPages = await module.timePaymentsExport(origin, concurrency, { largeSize: 100 });
    if (pooled.rows !== payments || sequential.rows !== payments)
      throw new Error(`the export read ${pooled.rows} and ${sequential.rows} of ${payments} payments`);
    return {
      payments,
      latencyMs,
      concurrency,
      pooledMs: pooled.ms,
      sequentialMs: sequential.ms,
      smallPagesMs: smallPages.ms,
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
};
