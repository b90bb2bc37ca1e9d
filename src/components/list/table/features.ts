/**
 * The table features every list shares (TanStack Table v9): column visibility for columns hidden
 * by condition, and typed column meta for widths and alignment. Paging, filtering and sorting
 * happen on the server, so no client row models are registered.
 */
import {
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  tableFeatures,
  type RowData,
  type TableOptions,
} from '@tanstack/react-table';

export type DataColumnMeta = {
  /** Right-aligns amounts. */
  align?: 'left' | 'right';
  width?: number | string;
  /** Keeps the cell on one line (badges, amounts, dates). */
  nowrap?: boolean;
  /**
   * What the column is on a phone's card (below Mantine's `sm`, a list shows its rows as cards):
   * the row's title (customer, purpose or number), a second line, its state badge, its amount, its
   * date, or the row's selection checkbox. A column without a role is shown in the table only.
   */
  card?: CardRole;
};

export type CardRole = 'title' | 'subtitle' | 'status' | 'amount' | 'date' | 'select';

export const dataTableFeatures = tableFeatures({
  columnVisibilityFeature,
  columnMeta: metaHelper<DataColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

export type DataColumns<T extends RowData> = TableOptions<DataTableFeatures, T>['columns'];

/** The column helper of a list whose rows are T. */
export const createDataColumnHelper = <T extends RowData>() => createColumnHelper<DataTableFeatures, T>();

/**
 * The ids of a list's columns, as TanStack Table makes them: the explicit id, else the accessor
 * key (dots as underscores), else a string header.
 */
export const columnIds = <T extends RowData>(columns: DataColumns<T>): string[] =>
  columns.flatMap((column) => {
    if (column.id) return [column.id];
    if ('accessorKey' in column && column.accessorKey !== undefined)
      return [String(column.accessorKey).replaceAll('.', '_')];
    return typeof column.header === 'string' ? [column.header] : [];
  });
