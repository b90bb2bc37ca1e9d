/**
 * The invoice export figure's backend and client, loaded through Vite (aliases) by
 * scripts/bench/invoice-export.ts: the mock HTTP server filled with `count` invoices and a fixed
 * latency on every call, and the app's own export code fetching from it over HTTP.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import type { Debitor } from '@generated/model/debitor';
import type { InvoiceList } from '@generated/model/invoiceList';
import type { ListInvoicesParams } from '@generated/model/listInvoicesParams';
import { collectExportRows, exportFile } from '@/features/invoices/export/invoice-export';
import { DEFAULT_CSV_FORMAT } from '@/lib/csv';
import { DEMO_USER, issueToken } from '../../mocks/auth';
import { getDb } from '../../mocks/db/store';
import { setFault } from '../../mocks/lib/faults';
import { startMockServer } from '../../mocks/server';

const root = join(import.meta.dirname, '..', '..');
const translations = (namespace: string) =>
  JSON.parse(readFileSync(join(root, 'public', 'i18n', namespace, 'en.json'), 'utf8')) as Record<
    string,
    unknown
  >;

/** Starts the server with `count` invoices (copies of the seeded ones) and `latencyMs` per call. */
export const startExportBackend = async (count: number, latencyMs: number) => {
  const server = await startMockServer({ port: 0 });
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  const db = getDb();
  const seeded = db.invoices.filter((invoice) => invoice.status !== 'DRAFT');
  db.invoices = Array.from({ length: count }, (_, index) => {
    const source = seeded[index % seeded.length];
    if (!source) throw new Error('the seed has no invoices');
    return {
      ...source,
      id: `bench-${index}`,
      createdDateTimeUTC: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    };
  });
  for (const operation of ['listInvoices', 'getDebitor']) setFault(operation, { latencyMs });
  return { server, origin: `http://127.0.0.1:${port}` };
};

const query = (params: ListInvoicesParams) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) search.append(key, String(item));
    }
  }
  return search.toString();
};

/** One export as the app runs it, over HTTP; resolves with the wall time and the row count. */
export const timeExport = async (origin: string, concurrency: number) => {
  const headers = {
    Authorization: `Bearer ${issueToken(DEMO_USER.emailAddress)}`,
    Accept: 'application/json',
  };
  const get = async <T>(path: string, signal: AbortSignal | undefined): Promise<T> => {
    const response = await fetch(`${origin}${path}`, { headers, signal });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { invoices: translations('invoices'), lists: translations('lists') } },
  });
  const started = performance.now();
  const rows = await collectExportRows(
    { statuses: [] },
    {
      listInvoices: (params, signal) => get<InvoiceList>(`/invoices?${query(params)}`, signal),
      getCustomer: (id, signal) => get<Debitor>(`/debitors/${id}`, signal).catch(() => undefined),
    },
    { concurrency },
  );
  const file = exportFile(rows, i18n.getFixedT('en', ['invoices', 'lists']), DEFAULT_CSV_FORMAT);
  return { ms: performance.now() - started, rows: rows.length, bytes: file.text.length };
};
