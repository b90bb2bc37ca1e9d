import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyListSearch } from '@/lib/list-search';
import { DataTable } from '../table/data-table';
import { FilterBar } from '../filters/filter-bar';
import { filterKeysOf, type FilterDef } from '../filters/filters';
import type { ListConfig, ListRow } from './list-config';
import {
  ListDataProvider,
  ListSelectionProvider,
  ListStateProvider,
  RowSelectionProvider,
  useListState,
  useRowSelection,
  type ListDataValue,
  type ListSelectionControls,
} from './list-context';
import { ListExportButton } from './list-export-button';
import { ListBulk } from './list-bulk';
import { ListNewRows, ListViewsMenu } from '../views/list-glue';
import { useListFreshness } from '../views/use-list-freshness';
import { isSelected, selectionCount, selectionScope } from './selection';
import { selectColumn } from './selection-column';
import { useListStateValue } from './use-list-state';
import { useSelection } from './use-selection';
import { useListTable } from './use-list-table';
import { useListSearch } from './use-list-search';
import { RowMenuHost } from './row-menu';

type ListShellProps<Row extends ListRow, S extends AnyListSearch> = {
  config: ListConfig<Row, S>;
  /** The list's search and how to change it (default: `useListSearch(config)`, the address). */
  search?: S;
  onSearchChange?: (search: S) => void;
  /** The filters above the list (default: the config's; false: no filter bar). */
  filters?: readonly FilterDef<S>[] | false;
  /** Search keys that filter the list from outside a filter bar (a notice with its own 'clear'). */
  filterKeys?: readonly string[];
  /** The row's action menu (default: the config's `rowMenu`). */
  rowActions?: (row: Row) => ReactNode;
  /** Offers the config's export (true by default); false where the screen has an export of its own. */
  listExport?: boolean;
  /**
   * Offers the views menu (true by default): beside the search, or with the table's tools where
   * the list has no filter bar; false for a list inside another page (a customer's tab).
   */
  viewsMenu?: boolean;
};

const noKeys: string[] = [];
const rowId = (row: ListRow) => row.id;

/**
 * The data part of the list's context: the list's query for the search. Its children are made by
 * ListShell, so an answer renders again only what reads the data (the table, not the filters).
 */
const ListData = <Row extends ListRow, S extends AnyListSearch>({ children }: { children: ReactNode }) => {
  const { config, search } = useListState<Row, S>();
  const selection = useRowSelection<Row>();
  // One query object per search: its `select` keeps its identity, so the rows keep theirs between
  // renders (a ticked row renders no other row again).
  const listQuery = useMemo(() => config.query(search), [config, search]);
  const query = listQuery.useQuery();
  const { errorLog } = config;
  useEffect(() => {
    if (errorLog && query.error) console.error(errorLog, query.error);
  }, [errorLog, query.error]);
  // Current lists (list-views/): refreshed in the background, new rows offered, not inserted.
  const searchKey = useMemo(() => JSON.stringify(search), [search]);
  const { rows, total, newRows, showNew } = useListFreshness(query, searchKey, selection.any);
  const value = useMemo(
    (): ListDataValue<Row> => ({ query, rows, total, newRows, showNewRows: showNew }),
    [query, rows, total, newRows, showNew],
  );
  return <ListDataProvider value={value}>{children}</ListDataProvider>;
};

/**
 * The selection part of the list's context, for the search on screen. Its children are made by
 * ListProvider, so a tick renders again only what reads the selection (the bar, the page's
 * checkbox) and the checkbox of the row ticked.
 */
const ListSelection = <Row extends ListRow, S extends AnyListSearch>({
  children,
}: {
  children: ReactNode;
}) => {
  const { config, search } = useListState<Row, S>();
  const { selection, update, clear, rows } = useSelection<Row>(selectionScope(search), config.listId);
  const controls = useMemo(
    (): ListSelectionControls<Row> => ({
      value: selection,
      count: selectionCount(selection),
      isSelected: (id: string) => isSelected(selection, id),
      update,
      clear,
    }),
    [selection, update, clear],
  );
  return (
    <RowSelectionProvider value={rows}>
      <ListSelectionProvider value={controls}>{children}</ListSelectionProvider>
    </RowSelectionProvider>
  );
};

/** The table, with the selection bar above it where the list has bulk actions. */
const ListTable = <Row extends ListRow, S extends AnyListSearch>({
  rowActions,
  listExport,
  viewsMenu,
}: Pick<ListShellProps<Row, S>, 'rowActions' | 'listExport' | 'viewsMenu'>) => {
  const { config, search } = useListState<Row, S>();
  const { t } = useTranslation(config.ns);
  const table = useListTable<Row>();
  const { rows } = table;
  const columns = useMemo(
    () => (config.bulk ? [selectColumn<Row>(), ...config.columns(t)] : config.columns(t)),
    [config, t],
  );
  // Kept by value: a tab builds its search anew on each render.
  const hiddenKey = config.hiddenColumns?.(search, rows).join('\n') ?? '';
  const hiddenColumns = useMemo(() => (hiddenKey ? hiddenKey.split('\n') : undefined), [hiddenKey]);
  const { texts, Empty, Toolbar } = config;
  const exportable = Boolean(listExport && config.export);
  return (
    <>
      {config.bulk && <ListBulk exportable={exportable} />}
      <ListNewRows />
      <DataTable
        {...table}
        label={t(texts.label ?? 'title')}
        columns={columns}
        getRowId={rowId}
        emptyText={t(texts.empty)}
        filteredEmptyText={texts.filteredEmpty && t(texts.filteredEmpty)}
        emptyContent={Empty && <Empty />}
        hiddenColumns={hiddenColumns}
        rowActions={rowActions}
        tools={
          (Toolbar || exportable || viewsMenu) && (
            <>
              {viewsMenu && <ListViewsMenu />}
              {Toolbar && <Toolbar />}
              {exportable && <ListExportButton />}
            </>
          )
        }
      />
    </>
  );
};

type ProviderProps<Row extends ListRow, S extends AnyListSearch> = Pick<
  ShownProps<Row, S>,
  'config' | 'search' | 'onSearchChange'
> & {
  filterKeys: readonly string[];
  children: ReactNode;
};

/** The list's context (list-context.tsx) around its children: its state, and its query's data. */
export const ListProvider = <Row extends ListRow, S extends AnyListSearch>({
  config,
  search,
  onSearchChange,
  filterKeys,
  children,
}: ProviderProps<Row, S>) => {
  const state = useListStateValue({ config, search, setSearch: onSearchChange, filterKeys });
  return (
    <ListStateProvider value={state}>
      <ListSelection<Row, S>>
        <ListData<Row, S>>{children}</ListData>
      </ListSelection>
    </ListStateProvider>
  );
};

type ShownProps<Row extends ListRow, S extends AnyListSearch> = Omit<
  ListShellProps<Row, S>,
  'search' | 'onSearchChange'
> & {
  search: S;
  onSearchChange: (search: S) => void;
};

const Shell = <Row extends ListRow, S extends AnyListSearch>({
  config,
  search,
  onSearchChange,
  filters: given,
  filterKeys: outside = noKeys,
  rowActions,
  listExport = true,
  viewsMenu = true,
}: ShownProps<Row, S>) => {
  const { t } = useTranslation(config.ns);
  const filters = given === false ? undefined : (given ?? config.filters?.(t));
  const filterKeys = useMemo(
    () => (filters ? [...outside, ...filterKeysOf(filters)] : outside),
    [filters, outside],
  );
  return (
    <ListProvider config={config} search={search} onSearchChange={onSearchChange} filterKeys={filterKeys}>
      {filters && (
        <FilterBar
          filters={filters}
          search={search}
          onSearchChange={onSearchChange}
          beside={viewsMenu && <ListViewsMenu />}
        />
      )}
      <RowMenuHost rowMenu={rowActions ? undefined : config.rowMenu}>
        {(menu) => (
          <ListTable<Row, S>
            rowActions={rowActions ?? menu}
            listExport={listExport}
            viewsMenu={viewsMenu && !filters}
          />
        )}
      </RowMenuHost>
    </ListProvider>
  );
};

const ShellInAddress = <Row extends ListRow, S extends AnyListSearch>(props: ListShellProps<Row, S>) => {
  const { search, setSearch } = useListSearch(props.config);
  return <Shell {...props} search={search} onSearchChange={setSearch} />;
};

/**
 * The one list of every area: its filter bar, and its table with the list's query, paging in the
 * address, kept preferences, and loading, empty and error states. The area's config
 * (ListConfig) says what is particular to it: its search, filters, columns and row menu.
 * Everything inside reads the list through useListContext (list-context.tsx).
 */
export const ListShell = <Row extends ListRow, S extends AnyListSearch>(props: ListShellProps<Row, S>) => {
  const { search, onSearchChange } = props;
  if (search && onSearchChange) return <Shell {...props} search={search} onSearchChange={onSearchChange} />;
  return <ShellInAddress {...props} />;
};
