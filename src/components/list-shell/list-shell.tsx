import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyListSearch } from '@/lib/list-search';
import { DataTable } from '../data-table/data-table';
import { useListTable } from '../data-table/use-list-table';
import { FilterBar } from '../filter-bar/filter-bar';
import { filterKeysOf, type FilterDef } from '../filter-bar/filters';
import type { ListConfig, ListNamespaces, ServerPage } from './list-config';
import { ListExportButton } from './list-export-button';
import { useListBulk } from './list-bulk';
import { selectColumn, SelectionProvider } from './selection-column';

export type ListShellProps<
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  Ns extends ListNamespaces,
  E,
> = {
  config: ListConfig<S, Page, Row, Ns, E>;
  /** The list's state in the address, and how to change it. */
  search: S;
  onSearchChange: (search: S) => void;
  /** The filters above the list (none: no filter bar). */
  filters?: readonly FilterDef<S>[];
  /** The row's action menu, built when the row's menu button is used. */
  rowActions?: (row: Row) => ReactNode;
  /** Offers the config's export (true by default); false where the screen has an export of its own. */
  listExport?: boolean;
};

type TableProps<
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  Ns extends ListNamespaces,
  E,
> = Omit<ListShellProps<S, Page, Row, Ns, E>, 'filters'> & { filterKeys: readonly string[] };

const noKeys: string[] = [];
const rowId = (row: { id: string }) => row.id;

/**
 * The table with its query: a component of its own, so that a page of data arriving re-renders
 * the table only, not the filters and the header above it.
 */
const ListShellTable = <
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  Ns extends ListNamespaces,
  E,
>({
  config,
  search,
  onSearchChange,
  filterKeys,
  rowActions,
  listExport = true,
}: TableProps<S, Page, Row, Ns, E>) => {
  const { t } = useTranslation(config.ns);
  const query = useQuery(config.query(search));
  const { errorLog } = config;
  useEffect(() => {
    if (errorLog && query.error) console.error(errorLog, query.error);
  }, [errorLog, query.error]);
  const table = useListTable({
    listId: config.listId,
    search,
    onSearchChange,
    query,
    rowsOf: config.rowsOf,
    filterKeys,
  });
  const columns = useMemo(
    () => (config.bulk ? [selectColumn<Row>(), ...config.columns(t)] : config.columns(t)),
    [config, t],
  );
  const bulk = useListBulk({
    config,
    search,
    rows: table.rows,
    total: table.totalElements,
    exportable: listExport && Boolean(config.export),
  });
  // Kept by value: a tab builds its search anew on each render.
  const hiddenKey = config.hiddenColumns?.(search).join('\n') ?? '';
  const hiddenColumns = useMemo(() => (hiddenKey ? hiddenKey.split('\n') : undefined), [hiddenKey]);
  const { texts } = config;
  return (
    <SelectionProvider value={bulk.controls}>
      {bulk.bar}
      <DataTable
        {...table}
        label={t(texts.label ?? 'title')}
        columns={columns}
        getRowId={rowId}
        emptyText={t(texts.empty)}
        filteredEmptyText={texts.filteredEmpty && t(texts.filteredEmpty)}
        hiddenColumns={hiddenColumns}
        rowActions={rowActions}
        tools={listExport && <ListExportButton config={config} search={search} />}
      />
      {bulk.dialogs}
    </SelectionProvider>
  );
};

/**
 * The one list of every area: its filter bar, and its table with the list's query, paging in the
 * address, kept preferences, and loading, empty and error states. The area's config
 * (ListConfig) says what is particular to it; the page gives the filters and the row menu.
 */
export const ListShell = <
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  Ns extends ListNamespaces,
  E,
>({
  filters,
  ...props
}: ListShellProps<S, Page, Row, Ns, E>) => {
  const filterKeys = useMemo(() => (filters ? filterKeysOf(filters) : noKeys), [filters]);
  return (
    <>
      {filters && <FilterBar filters={filters} search={props.search} onSearchChange={props.onSearchChange} />}
      <ListShellTable {...props} filterKeys={filterKeys} />
    </>
  );
};
