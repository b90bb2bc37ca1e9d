/**
 * The list export figure's backend and client, loaded through Vite by scripts/bench/list-export.ts:
 * the mock HTTP server with `count` payments and a fixed latency per call, and the lists' own
 * fetch pool (collectPages) and the payments list's export columns, over HTTP.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import type { PaymentList } from '@generated/model/paymentList';
import { columnIds } from '@/components/list/table/features';
import { EXPORT_LARGE_PAGE_SIZE, EXPORT_PAGE_SIZE, exportColumns } from '@/components/list/shell/list-export';
import { paymentsList } from '@/features/payments/payments-list';
import { collectPages } from '@/lib/collect-pages';
import { csvFile, csvTable } from '@/lib/csv';
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

/** Starts the server with `count` payments (copies of the seeded ones) and `latencyMs` per call. */
export const startPaymentsBackend = async (count: number, latencyMs: number) => {
  const server = await startMockServer({ port: 0 });
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  const db = getDb();
  const seeded = db.payments;
  db.payments = Array.from({ length: count }, (_, index) => {
    const source = seeded[index % seeded.length];
    if (!source) throw new Error('the seed has no payments');
    return { ...source, id: `bench-${index}` };
  });
  setFault('listPayments', { latencyMs });
  return { server, origin: `http://127.0.0.1:${port}` };
};

/** One export of every payment as the list runs it, over HTTP: wall time, rows and file size. */
export const timePaymentsExport = async (
  origin: string,
  concurrency: number,
  { size = EXPORT_PAGE_SIZE, largeSize = EXPORT_LARGE_PAGE_SIZE }: { size?: number; largeSize?: number } = {},
) => {
  const headers = {
    Authorization: `Bearer ${issueToken(DEMO_USER.emailAddress)}`,
    Accept: 'application/json',
  };
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { payments: translations('payments'), lists: translations('lists') } },
  });
  const exporter = paymentsList.export;
  if (!exporter) throw new Error('the payments list has no export');
  const started = performance.now();
  const rows = await collectPages({
    size,
    largeSize,
    concurrency,
    fetchPage: async (page, size) => {
      const response = await fetch(
        `${origin}/payments?page=${page}&size=${size}&sort=createdDateTimeUTC,desc`,
        {
          headers,
        },
      );
      if (!response.ok) throw new Error(`/payments: ${response.status}`);
      const answer = (await response.json()) as PaymentList;
      return { rows: answer._embedded.payments, ...answer.page };
    },
  });
  const fetched = performance.now();
  const t = i18n.getFixedT('en', ['payments', 'lists']);
  const columns = paymentsList.columns(t);
  const csvColumns = exportColumns({
    exporter,
    columns,
    shown: columnIds(columns),
    t,
    tLists: i18n.getFixedT('en', 'lists'),
    format: 'german-spreadsheet',
  });
  const file = csvFile('payments.csv', csvTable(rows, csvColumns), 'german-spreadsheet');
  const ended = performance.now();
  return { ms: ended - started, csvMs: ended - fetched, rows: rows.length, bytes: file.text.length };
};
