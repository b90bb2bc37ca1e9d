/**
 * The bulk reminder figure (issue 30): a reminder to 500 payments against the mock HTTP server
 * with 20 ms added per call, in the list kit's bulk pool against one after another, in the same
 * run. Loaded through Vite so the app's own rule and run are what is timed.
 */
import type * as Backend from './bulk-reminders-backend.ts';
import { loadThroughVite } from './invoice-export.ts';

export type BulkRemindersFigure = {
  payments: number;
  latencyMs: number;
  concurrency: number;
  pooledMs: number;
  sequentialMs: number;
  speedUp: number;
};

export const measureBulkReminders = async (
  projectRoot: string,
  { payments = 500, latencyMs = 20 } = {},
): Promise<BulkRemindersFigure> => {
  const module = await loadThroughVite<typeof Backend>(
    projectRoot,
    new URL('./bulk-reminders-backend.ts', import.meta.url),
  );
  const concurrency = module.BULK_CONCURRENCY;
  const { server, origin } = await module.startRemindersBackend(payments, latencyMs);
  try {
    // A first run warms the server and the code up; it is not counted.
    await module.timeReminders(origin, concurrency, 'warm');
    const pooled = await module.timeReminders(origin, concurrency, 'pooled');
    const sequential = await module.timeReminders(origin, 1, 'sequential');
    if (pooled.sent !== payments || sequential.sent !== payments)
      throw new Error(`the runs sent ${pooled.sent} and ${sequential.sent} of ${payments} reminders`);
    return {
      payments,
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
