/**
 * The invoice export (spec 3 §3, §4, §7): every invoice matching the chosen statuses and dates,
 * read in batches of 100, with its customer, as `invoice-export.csv` in one of the CSV formats
 * (by default the spec's: every value in single quotes).
 */
import type { Customer } from '@/entities/customer/customer';
import type { TFunction } from 'i18next';
import type { Invoice } from '@generated/model/invoice';
import type { InvoiceList } from '@generated/model/invoiceList';
import { InvoiceStatus } from '@generated/model/invoiceStatus';
import { PaymentMethod } from '@generated/model/paymentMethod';
import type { ListInvoicesParams } from '@generated/model/listInvoicesParams';
import { collectPages, mapConcurrently } from '@/lib/collect-pages';
import { csvAmount, csvDate, csvFile, csvTable, type CsvColumn, type CsvFormat } from '@/lib/csv';

const statuses = Object.values(InvoiceStatus);
const methods = Object.values(PaymentMethod);

export const EXPORT_FILE = 'invoice-export.csv';
/** The batch size of the fetch-all (spec 3 §9). */
export const EXPORT_BATCH = 100;
/** Pages requested at once once the first page has told the total. */
export const EXPORT_CONCURRENCY = 6;

export type ExportChoice = { statuses: InvoiceStatus[]; from?: string; to?: string };

/** The list parameters of one batch; the start is sent as 00:00:00.1 of the day (spec 3 §5). */
export const exportParams = (choice: ExportChoice, page: number, size: number) =>
  ({
    page,
    size,
    sort: ['createdDateTimeUTC,desc'],
    statuses: choice.statuses.length ? choice.statuses : undefined,
    startDate: choice.from ? `${choice.from}T00:00:00.100Z` : undefined,
    endDate: choice.to ? `${choice.to}T23:59:59.999Z` : undefined,
  }) satisfies ListInvoicesParams;

export type ExportRow = { invoice: Invoice; customer: Customer | undefined };

type Sources = {
  listInvoices: (params: ListInvoicesParams, signal: AbortSignal | undefined) => Promise<InvoiceList>;
  /** A customer by id; undefined when it cannot be loaded (its columns stay empty). */
  getCustomer: (id: string, signal: AbortSignal | undefined) => Promise<Customer | undefined>;
};

type CollectOptions = {
  signal?: AbortSignal;
  onProgress?: (collected: number, total: number) => void;
  concurrency?: number;
};

/** Every matching invoice, page by page, then each distinct customer once. */
export const collectExportRows = async (
  choice: ExportChoice,
  sources: Sources,
  { signal, onProgress, concurrency = EXPORT_CONCURRENCY }: CollectOptions = {},
): Promise<ExportRow[]> => {
  const invoices = await collectPages<Invoice>({
    size: EXPORT_BATCH,
    concurrency,
    signal,
    onProgress,
    fetchPage: async (page, size) => {
      const answer = await sources.listInvoices(exportParams(choice, page, size), signal);
      return { rows: answer._embedded.invoices, ...answer.page };
    },
  });
  const ids = [...new Set(invoices.flatMap((invoice) => (invoice.debitor?.id ? [invoice.debitor.id] : [])))];
  const customers = await mapConcurrently(ids, concurrency, (id) => sources.getCustomer(id, signal));
  signal?.throwIfAborted();
  const byId = new Map<string, Customer>();
  for (const customer of customers) if (customer) byId.set(customer.id, customer);
  return invoices.map((invoice) => ({
    invoice,
    customer: invoice.debitor?.id ? byId.get(invoice.debitor.id) : undefined,
  }));
};

const streetOf = (customer: Customer | undefined) => {
  const address = customer?.address;
  return address?.line ?? [address?.street, address?.houseNumber].filter(Boolean).join(' ');
};

/** The columns of spec 3 §3 (invoice export columns), headers in the user's language. */
export const exportColumns = (
  t: TFunction<['invoices', 'lists']>,
  format: CsvFormat,
): CsvColumn<ExportRow>[] => {
  // Labels translated once, not per row (an export has thousands).
  const statusLabels = new Map(statuses.map((status) => [status, t(`lists:status.${status}`)]));
  const methodLabels = new Map(methods.map((method) => [method, t(`lists:detail.method.${method}`)]));
  return [
    {
      header: t('export.columns.created'),
      value: ({ invoice }) => csvDate(invoice.createdDateTimeUTC, format),
    },
    { header: t('export.columns.invoiceNumber'), value: ({ invoice }) => invoice.invoiceNumber },
    { header: t('export.columns.status'), value: ({ invoice }) => statusLabels.get(invoice.status) },
    { header: t('export.columns.amount'), value: ({ invoice }) => csvAmount(invoice.total, format) },
    {
      header: t('export.columns.email'),
      value: ({ invoice, customer }) => customer?.emailAddress ?? invoice.debitor?.emailAddress,
    },
    {
      header: t('export.columns.firstName'),
      value: ({ invoice, customer }) => customer?.firstName ?? invoice.debitor?.firstName,
    },
    {
      header: t('export.columns.lastName'),
      value: ({ invoice, customer }) => customer?.lastName ?? invoice.debitor?.lastName,
    },
    {
      header: t('export.columns.companyName'),
      value: ({ invoice, customer }) => customer?.companyName ?? invoice.debitor?.companyName,
    },
    { header: t('export.columns.street'), value: ({ customer }) => streetOf(customer) },
    { header: t('export.columns.zipCode'), value: ({ customer }) => customer?.address?.zipCode },
    { header: t('export.columns.city'), value: ({ customer }) => customer?.address?.city },
    { header: t('export.columns.country'), value: ({ customer }) => customer?.address?.country },
    { header: t('export.columns.paymentStatus'), value: ({ invoice }) => invoice.paymentStatus },
    {
      header: t('export.columns.paymentMethod'),
      value: ({ invoice }) => invoice.paymentMethod && methodLabels.get(invoice.paymentMethod),
    },
  ];
};

/** The file invoice-export.csv in the format. */
export const exportFile = (
  rows: readonly ExportRow[],
  t: TFunction<['invoices', 'lists']>,
  format: CsvFormat,
) => csvFile(EXPORT_FILE, csvTable(rows, exportColumns(t, format)), format);
