import { Group, rem, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { flexRender, useTable, type RowData } from '@tanstack/react-table';
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hiddenColumnsOf } from '@/lib/list-preferences';
import { DEFAULT_PAGE_SIZES } from '@/lib/list-search';
import { PHONE_QUERY } from '../../form/use-date-dropdown';
import { ColumnMenuSlot, type MenuColumn } from './column-menu-slot';
import { columnIds, dataTableFeatures, type DataColumnMeta, type DataColumns } from './features';
import type { ListPreferencesState } from './use-list-preferences';
import { DataCards } from './data-cards';
import { TablePager } from './table-pager';
import { RowTranslationProvider } from '../../row-translation';
import {
  cellClass,
  dataRowLook,
  dataTableLook,
  headCellClass,
  headClass,
  rowClass,
} from '../../look-alikes/table';
import { EmptyTableState, ErrorTableState, FullRow, SkeletonRows } from './table-states';
import { useRowsInView } from './use-rows-in-view';

export type DataTableProps<T extends RowData> = {
  /** The table's accessible name. */
  label: string;
  columns: DataColumns<T>;
  /** The rows of the current page; undefined while the first answer is pending. */
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  totalElements: number;
  /** One-based page. */
  page: number;
  pageSize: number;
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  loading: boolean;
  error: unknown;
  retrying?: boolean;
  onRetry: () => void;
  /** The list's own empty text; 'no results for your search' replaces it while filters are in use. */
  emptyText: string;
  /** The list's own text for an empty result while filters are in use (the customer search's). */
  filteredEmptyText?: string;
  filtered: boolean;
  onClearFilters?: () => void;
  /** Shown under the empty text of an unfiltered empty list (a help text, a create button). */
  emptyContent?: ReactNode;
  /** Ids of columns hidden by a condition of the screen. */
  hiddenColumns?: readonly string[];
  /** The row's action menu, in a last column. */
  rowActions?: (row: T) => ReactNode;
  /** The user's kept columns and row density (useListTable); with them comes the column menu. */
  preferences?: ListPreferencesState;
  /** Controls beside the column menu above the table (a list's Export). */
  tools?: ReactNode;
};

const noRows: never[] = [];

// A cell's content is rendered straight from its column (flexRender, no FlexRender component
// around it), in plain rows and cells (see look-alikes/table.ts).
const actionCellStyle: CSSProperties = { width: rem(48) };

const cellStyle = (meta: DataColumnMeta | undefined): CSSProperties | undefined =>
  meta?.align || meta?.nowrap
    ? { textAlign: meta.align, whiteSpace: meta.nowrap ? 'nowrap' : undefined }
    : undefined;

const headStyle = (meta: DataColumnMeta | undefined): CSSProperties | undefined =>
  meta?.width !== undefined || meta?.align
    ? { width: meta.width === undefined ? undefined : rem(meta.width), textAlign: meta.align }
    : undefined;

/** A column's name in the column menu: its header text, or its id when the header is drawn. */
const columnLabel = (header: unknown, id: string) => (typeof header === 'string' ? header : id);

/**
 * The one table of every list: server paging (the pager is one-based), skeleton rows while a page
 * loads, an error state with retry, empty states, a row action menu and conditionally hidden
 * columns; with the user's preferences, a column menu (which columns, row density).
 */
export const DataTable = <T extends RowData>(props: DataTableProps<T>) => {
  const { t } = useTranslation('lists');
  const { columns, rows, getRowId, hiddenColumns, rowActions, preferences } = props;
  // Columns hidden by the screen's condition are not the user's to show, nor is the selection's.
  const hideable = useMemo(
    () => columnIds(columns).filter((id) => id !== 'select' && !hiddenColumns?.includes(id)),
    [columns, hiddenColumns],
  );
  const userHidden = useMemo(
    () => (preferences ? hiddenColumnsOf(preferences.value, hideable) : []),
    [preferences, hideable],
  );
  const columnVisibility = useMemo(
    () => Object.fromEntries([...(hiddenColumns ?? []), ...userHidden].map((id) => [id, false])),
    [hiddenColumns, userHidden],
  );
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows ?? noRows,
    getRowId,
    state: { columnVisibility },
  });
  const menuColumns: MenuColumn[] = table
    .getAllLeafColumns()
    .filter((column) => hideable.includes(column.id))
    .map((column) => ({ id: column.id, label: columnLabel(column.columnDef.header, column.id) }));
  const compact = preferences?.value.density === 'compact';
  // Below `sm` the rows are cards; read at once, so a phone never draws the table first.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });

  const visibleColumns = table.getVisibleLeafColumns().length + (rowActions ? 1 : 0);
  const pageRows = table.getRowModel().rows;
  const showError = props.error !== null && props.error !== undefined && !props.loading;

  const skeletons = Math.min(props.pageSize, 10);
  const selectHeader = table
    .getFlatHeaders()
    .find((header) => header.column.columnDef.meta?.card === 'select');
  // The error or the empty state, in a row across the table or instead of the cards.
  const state = showError ? (
    <ErrorTableState onRetry={props.onRetry} retrying={props.retrying ?? false} />
  ) : (
    !props.loading &&
    !pageRows.length && (
      <EmptyTableState
        text={props.filtered ? (props.filteredEmptyText ?? t('empty.noResults')) : props.emptyText}
        filtered={props.filtered}
        onClearFilters={props.onClearFilters}
        content={props.emptyContent}
      />
    )
  );

  // The page's rows are made again only when they, their columns or their menu change: a ticked
  // row's checkbox reads the selection itself, so ticking renders no other cell again.
  const rowElements = useMemo(
    () =>
      pageRows.map((row) => (
        <tr key={row.id} data-row-id={row.id} className={rowClass} {...dataRowLook}>
          {row
            .getAllCells()
            .filter((cell) => columnVisibility[cell.column.id] !== false)
            .map((cell) => (
              <td key={cell.id} className={cellClass} style={cellStyle(cell.column.columnDef.meta)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          {rowActions && (
            <td className={cellClass} style={actionCellStyle}>
              {rowActions(row.original)}
            </td>
          )}
        </tr>
      )),
    [pageRows, rowActions, columnVisibility],
  );
  // On a return to a list, the rows in the window first; the others right after the paint.
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const inView = useRowsInView(
    `${props.label} ${compact ? 'compact' : 'comfortable'}`,
    phone ? 0 : rowElements.length,
    bodyRef,
  );
  const body = (() => {
    if (props.loading) return <SkeletonRows rows={skeletons} columns={visibleColumns} />;
    if (state) return <FullRow columns={visibleColumns}>{state}</FullRow>;
    if (inView.rows >= rowElements.length) return rowElements;
    return [
      ...rowElements.slice(0, inView.rows),
      <tr key="rows-after-paint" aria-hidden data-testid="rows-after-paint">
        <td colSpan={visibleColumns} style={{ height: inView.hiddenHeight, padding: 0, border: 0 }} />
      </tr>,
    ];
  })();

  return (
    <Stack gap="sm">
      {/* The columns and the density are the table's: a card shows its roles whatever they are. */}
      {preferences && !phone ? (
        <ColumnMenuSlot columns={menuColumns} preferences={preferences} tools={props.tools} />
      ) : (
        props.tools && <Group justify="flex-end">{props.tools}</Group>
      )}
      {phone ? (
        <RowTranslationProvider value={t}>
          <DataCards
            label={props.label}
            rows={pageRows}
            hiddenColumns={hiddenColumns}
            rowActions={rowActions}
            loading={props.loading}
            skeletons={skeletons}
            state={state}
            selectHeader={selectHeader && <table.FlexRender header={selectHeader} />}
            selectHeaderText={t('bulk.selectPage')}
          />
        </RowTranslationProvider>
      ) : (
        <Table.ScrollContainer
          minWidth={720}
          // The browser's own scrolling: Mantine's scroll area measures its viewport and scrollbars
          // after every render, a forced layout each time a page of rows arrives.
          type="native"
          // A wide table scrolls sideways; without row buttons inside, the keyboard reaches the
          // scrolling area itself (WCAG scrollable-region-focusable).
          tabIndex={rowActions ? undefined : 0}
        >
          <Table
            // The density is the table's spacing variable, which every cell's padding reads.
            verticalSpacing={compact ? 4 : 'sm'}
            data-density={compact ? 'compact' : 'comfortable'}
            {...dataTableLook}
            aria-label={props.label}
            aria-busy={props.loading}
            data-testid="data-table"
          >
            {/* The head as plain elements with Table.Thead's, Table.Tr's and Table.Th's classes too. */}
            <thead className={headClass}>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id} className={rowClass} {...dataRowLook}>
                  {group.headers.map((header) => (
                    <th
                      key={header.id}
                      className={headCellClass}
                      style={headStyle(header.column.columnDef.meta)}
                    >
                      {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                    </th>
                  ))}
                  {rowActions && (
                    <th className={headCellClass} style={actionCellStyle}>
                      <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
                    </th>
                  )}
                </tr>
              ))}
            </thead>
            <Table.Tbody ref={bodyRef}>
              <RowTranslationProvider value={t}>{body}</RowTranslationProvider>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!showError && props.totalElements > 0 && (
        <TablePager
          page={props.page}
          pageSize={props.pageSize}
          pageSizes={props.pageSizes ?? DEFAULT_PAGE_SIZES}
          totalElements={props.totalElements}
          onPageChange={props.onPageChange}
          onPageSizeChange={props.onPageSizeChange}
        />
      )}
    </Stack>
  );
};
