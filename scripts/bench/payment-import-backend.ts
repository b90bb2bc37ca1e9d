/**
 * The payment import figure's backend and client, loaded through Vite (aliases) by
 * scripts/bench/payment-import.ts: the mock HTTP server with a fixed latency on every call the
 * import makes, and the app's own import run sending to it over HTTP.
 */
import { Agent, request } from 'node:http';
import type { BankAccount } from '@generated/model/bankAccount';
import type { Debitor } from '@generated/model/debitor';
import type { DebitorList } from '@generated/model/debitorList';
import { importPayments, type ImportApi } from '@/features/import/run-import';

export { IMPORT_CONCURRENCY } from '@/features/import/run-import';
import type { PaymentRowValue } from '@/features/import/row-rules';
import { DEMO_USER, issueToken } from '../../mocks/auth';
import { setFault } from '../../mocks/lib/faults';
import { startMockServer } from '../../mocks/server';

const OPERATIONS = ['getDefaultBankAccount', 'searchDebitors', 'createDebitor', 'createPayment'];

/** Starts the server with `latencyMs` added to every call of the import. */
export const startImportBackend = async (latencyMs: number) => {
  const server = await startMockServer({ port: 0 });
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  for (const operation of OPERATIONS) setFault(operation, { latencyMs });
  return { server, origin: `http://127.0.0.1:${port}` };
};

/**
 * In the browser the server's work and the page's are on different machines; here they share one
 * Node thread, so the client is plain node:http with kept-alive connections (fetch in Node costs
 * about as much CPU per call as the mock server's handler, which would count twice).
 */
const httpApi = (origin: string): ImportApi => {
  const agent = new Agent({ keepAlive: true });
  const headers = {
    Authorization: `Bearer ${issueToken(DEMO_USER.emailAddress)}`,
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  const call = <T>(method: string, path: string, body?: unknown): Promise<T> =>
    new Promise((resolve, reject) => {
      const outgoing = request(`${origin}${path}`, { method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status < 200 || status > 399) reject(new Error(`${method} ${path}: ${status}`));
          else resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as T);
        });
      });
      outgoing.on('error', reject);
      outgoing.end(body === undefined ? undefined : JSON.stringify(body));
    });
  const unused = () => Promise.reject(new Error('not part of the payment import'));
  return {
    getDefaultBankAccount: () => call<BankAccount>('GET', '/bankaccounts/default'),
    findCustomers: async (email) =>
      (await call<DebitorList>('GET', `/debitors/search?emailAddress=${encodeURIComponent(email)}`))._embedded
        .debitors,
    createCustomer: (body) => call<Debitor>('POST', '/debitors', body),
    createPayment: (body) => call('POST', '/payments', body),
    listMandates: unused,
    createMandate: unused,
    createPlan: unused,
    startPlan: unused,
  };
};

/** `count` rows, each with a customer the server does not know yet. */
const newCustomerRows = (count: number, run: string) =>
  Array.from({ length: count }, (_, index) => ({
    id: index,
    value: {
      firstName: 'Bench',
      lastName: `Row${index}`,
      emailAddress: `bench.${run}.${index}@example.com`,
      amount: 10 + (index % 90),
      purpose: `Bench import ${run} ${index}`,
      metadata: [],
    } satisfies PaymentRowValue,
  }));

/** One import as the app runs it, over HTTP; resolves with the wall time and the rows done. */
export const timeImport = async (origin: string, count: number, concurrency: number, run: string) => {
  const rows = newCustomerRows(count, run);
  const started = performance.now();
  const result = await importPayments(httpApi(origin), rows, { concurrency });
  const ms = performance.now() - started;
  const succeeded = result.status === 'finished' ? result.succeeded : 0;
  return { ms, succeeded };
};
