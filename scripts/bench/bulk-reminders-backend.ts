/**
 * The bulk reminder figure's backend and client, loaded through Vite (aliases) by
 * scripts/bench/bulk-reminders.ts: the mock HTTP server with `count` remindable payments and a
 * fixed latency on the reminder call, and the list kit's own bulk run sending the reminders.
 */
import { Agent, request } from 'node:http';
import { planBulk, runBulk } from '@/components/list/shell/bulk-run';
import { paymentBulkRules } from '@/features/payments/payment-bulk';

export { BULK_CONCURRENCY } from '@/components/list/shell/bulk-run';
import { DEMO_USER, issueToken } from '../../mocks/auth';
import { getDb } from '../../mocks/db/store';
import { setFault } from '../../mocks/lib/faults';
import { startMockServer } from '../../mocks/server';

/** Starts the server with `count` pending online payments and `latencyMs` on each reminder. */
export const startRemindersBackend = async (count: number, latencyMs: number) => {
  const server = await startMockServer({ port: 0 });
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  const db = getDb();
  const [model] = db.payments;
  if (!model) throw new Error('the seed has no payments');
  db.payments = Array.from({ length: count }, (_, index) => ({
    ...model,
    id: `bench-${index}`,
    state: 'PENDING' as const,
    paymentMethod: 'ONLINE_PAYMENT' as const,
  }));
  setFault('sendPaymentReminder', { latencyMs });
  return { server, origin: `http://127.0.0.1:${port}` };
};

/** One bulk reminder to every payment, as the list runs it (plan, then the pool), over HTTP. */
export const timeReminders = async (origin: string, concurrency: number, run: string) => {
  // Plain node:http with kept-alive connections: fetch in Node costs about as much CPU per call as
  // the mock's handler (see payment-import-backend.ts).
  const agent = new Agent({ keepAlive: true });
  const headers = {
    Authorization: `Bearer ${issueToken(DEMO_USER.emailAddress)}`,
    Accept: 'application/json',
  };
  const remind = (id: string) =>
    new Promise<void>((resolve, reject) => {
      const outgoing = request(
        `${origin}/payments/${id}/_send-payment-reminder`,
        { method: 'POST', headers, agent },
        (response) => {
          response.resume();
          response.on('end', () =>
            (response.statusCode ?? 0) < 300
              ? resolve()
              : reject(new Error(`reminder ${id}: ${response.statusCode}`)),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
  const { take } = planBulk(getDb().payments, paymentBulkRules.sendReminder);
  const started = performance.now();
  const outcome = await runBulk({
    name: `bench:${run}`,
    rows: take,
    call: (payment) => remind(payment.id),
    signal: new AbortController().signal,
    concurrency,
  });
  const ms = performance.now() - started;
  agent.destroy();
  return { ms, sent: outcome.step === 'finished' ? outcome.done.length : 0 };
};
