/**
 * A list's export: every row the list's current filters and search select (all pages, several in
 * flight), with the columns the user shows, in their order, and the ids a spreadsheet user needs
 * to find a record again, as a CSV file named after the list and the day in Germany.
 *
 * Each list says how its columns read as text (`ListExport.cells`); the rest is the same for all.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { businessToday } from '@/lib/business-date';
import { collectPages } from '@/lib/collect-pages';
import { csvAmount, csvDate, type CsvCell, type CsvColumn, type CsvFormat } from '@/lib/csv';
import { hiddenColumnsOf, readListPreferences } from '@/lib/list-preferences';
import { columnIds, type DataColumns } from '../table/features';
import type { ListQuery } from './list-query';

/**
 * A column's value: text or a number as is, an amount (decimal as the format has it, the currency
 * in the header), a day (as the format writes days), or a label of the shared texts (a state).
 */
type ExportCell<Row> =
  | ((row: Row) => CsvCell)
  | { money: (row: Row) => number | null | undefined }
  | { date: (row: Row) => string | null | undefined }
  | { label: (row: Row) => string };

/** The ids an export adds after the shown columns, each under its own header. */
const EXPORT_IDS = ['id', 'customerId', 'invoiceId', 'productId', 'paymentId'] as const;
type ExportId = (typeof EXPORT_IDS)[number];

export type ListExport<Row> = {
  /** The file's name before the day: 'payments' gives payments-2026-11-27.csv. */
  name: string;
  /** The value of every column of the list, by column id, with the list's own texts. */
  cells: (t: TFunction) => Record<string, ExportCell<Row>>;
  /** The ids written after the columns (the row's own id first). */
  ids: Partial<Record<ExportId, (row: Row) => string | null | undefined>>;
};

/**
 * Rows read per page, and pages in flight once the first page has told the total. A list of more
 * than EXPORT_LARGE_PAGE_SIZE rows is read in pages of that size (the contract's largest): each
 * call to a list costs the server about the same whatever its size (the mock's payments list
 * about 30 ms of work per call with 10,000 payments), so fewer, larger pages are faster than more
 * pages in flight (docs/performance.md).
 */
export const EXPORT_PAGE_SIZE = 100;
export const EXPORT_LARGE_PAGE_SIZE = 1000;
export const EXPORT_CONCURRENCY = 6;

/** The export's file name: the list's name and today in Germany (payments-2026-11-27.csv). */
export const exportFileName = (name: string, now: Date = new Date()) => `${name}-${businessToday(now)}.csv`;

/**
 * The ids of the columns the user sees, in the list's order: without those the screen hides (the
 * customer column of a customer's tab) and those the user hid in the column menu.
 */
export const shownColumnIds = <Row extends RowData>(
  columns: DataColumns<Row>,
  screenHidden: readonly string[],
  listId: string,
): string[] => {
  const hideable = columnIds(columns).filter((id) => !screenHidden.includes(id));
  const userHidden = hiddenColumnsOf(readListPreferences(listId), hideable);
  return hideable.filter((id) => !userHidden.includes(id));
};

const cellValue = <Row>(
  cell: ExportCell<Row>,
  format: CsvFormat,
  tLists: TFunction<'lists'>,
): ((row: Row) => CsvCell) => {
  if (typeof cell === 'function') return cell;
  if ('label' in cell) {
    // Each label translated once, not once per row (an export has thousands).
    const labels = new Map<string, string>();
    return (row) => {
      const key = cell.label(row);
      let label = labels.get(key);
      if (label === undefined) labels.set(key, (label = tLists(key)));
      return label;
    };
  }
  if ('money' in cell) {
    return (row) => {
      const amount = cell.money(row);
      return amount == null ? undefined : csvAmount(amount, format);
    };
  }
  return (row) => {
    const day = cell.date(row);
    return day ? csvDate(day, format) : undefined;
  };
};

type ColumnsOptions<Row extends RowData> = {
  exporter: ListExport<Row>;
  /** The list's columns (their headers in the current language) and the ids of those shown. */
  columns: DataColumns<Row>;
  shown: readonly string[];
  t: TFunction;
  /** The shared texts (the ids' headers, the currency). */
  tLists: TFunction<'lists'>;
  format: CsvFormat;
};

/** The CSV columns of an export: the shown columns in order, then the ids. */
export const exportColumns = <Row extends RowData>({
  exporter,
  columns,
  shown,
  t,
  tLists,
  format,
}: ColumnsOptions<Row>): CsvColumn<Row>[] => {
  const cells = exporter.cells(t);
  const ids = columnIds(columns);
  const headers = new Map(
    columns.map((column, index) => [ids[index], typeof column.header === 'string' ? column.header : '']),
  );
  const shownColumns = shown.flatMap((id): CsvColumn<Row>[] => {
    const cell = cells[id];
    if (!cell) return [];
    const header = headers.get(id) ?? id;
    return [
      {
        header: typeof cell === 'object' && 'money' in cell ? tLists('export.currency', { header }) : header,
        value: cellValue(cell, format, tLists),
      },
    ];
  });
  const idColumns = EXPORT_IDS.flatMap((kind): CsvColumn<Row>[] => {
    const value = exporter.ids[kind];
    return value ? [{ header: tLists(`export.ids.${kind}`), value }] : [];
  });
  return [...shownColumns, ...idColumns];
};

type CollectOptions<S, Row> = {
  /** The list's query (ListConfig.query), read once per page, not kept in the cache. */
  query: (search: S) => ListQuery<Row>;
  search: S;
  client: QueryClient;
  signal: AbortSignal;
  onProgress?: (collected: number, total: number) => void;
  /** Keeps only these rows (an export of the selected rows); every row when absent. */
  keep?: (row: Row) => boolean;
  concurrency?: number;
  pageSize?: number;
  largePageSize?: number;
};

/** Every row the search selects, page by page with several pages in flight. */
export const collectListRows = async <S extends { page?: number; size?: number }, Row>({
  query,
  search,
  client,
  signal,
  onProgress,
  keep,
  concurrency = EXPORT_CONCURRENCY,
  pageSize = EXPORT_PAGE_SIZE,
  largePageSize = EXPORT_LARGE_PAGE_SIZE,
}: CollectOptions<S, Row>): Promise<Row[]> => {
  const rows = await collectPages<Row>({
    size: pageSize,
    largeSize: largePageSize,
    concurrency,
    signal,
    onProgress,
    fetchPage: async (page, size) => {
      // The list's pages are one-based in its search, as in the address.
      const { rows, total } = await query({ ...search, page: page + 1, size }).fetch(client, signal);
      return { rows, totalElements: total, totalPages: Math.ceil(total / size) };
    },
  });
  return keep ? rows.filter(keep) : rows;
};
