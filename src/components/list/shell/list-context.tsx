/**
 * A list's state, given once by ListShell to everything inside it (as react-admin's
 * useListContext): the filter bar and what sits beside its search, the table, the selection
 * column and bar, the bulk and export dialogs. Nothing of it travels through props.
 *
 * Three contexts, one reader: the state part changes with the address and the preferences; the
 * selection part with each tick; the data part with each answer of the list's query. A component
 * that reads none of them (the filter bar's fields) is not rendered again when a page of data
 * arrives, and one that reads only the state (the table) not when a row is ticked. A row's checkbox
 * follows its own row only (useRowSelected over the rows' part, which changes with the search).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, use } from 'react';
import type { RowDensity } from '@/lib/list-preferences';
import type { AnyListSearch } from '@/lib/list-search';
import type { ListPreferencesState } from '../table/use-list-preferences';
import type { ListConfig, ListRow } from './list-config';
import type { ListPage } from './list-query';
import type { Selection } from './selection';
import type { RowSelection } from './use-selection';

/** The user's kept preferences of the list, and their setters (kept by the list's id). */
type ListPreferencesControls = ListPreferencesState & {
  hiddenColumns: readonly string[];
  density: RowDensity;
  /** The page size on screen (the address's, else the kept one, else the list's default). */
  pageSize: number;
  setHiddenColumns: (ids: readonly string[]) => void;
  setDensity: (density: RowDensity) => void;
  /** Keeps the size and shows the first page with it. */
  setPageSize: (size: number) => void;
};

/** The selected rows (selection.ts), kept across pages and cleared when the filters change. */
export type ListSelectionControls<Row> = {
  value: Selection<Row>;
  /** How many rows are selected ('all matching' counts the list's total less those unticked). */
  count: number;
  isSelected: (id: string) => boolean;
  update: (change: (selection: Selection<Row>) => Selection<Row>) => void;
  clear: () => void;
};

/** What changes with the address and the preferences. */
export type ListStateValue<Row extends ListRow, S extends AnyListSearch> = {
  config: ListConfig<Row, S>;
  /** The list's state in the address, and how to change it. */
  search: S;
  setSearch: (search: S) => void;
  /** The search keys of the list's filters (for 'clear filters'). */
  filterKeys: readonly string[];
  preferences: ListPreferencesControls;
};

/** What changes with each answer of the list's query. */
export type ListDataValue<Row> = {
  /** The page's query (data, isFetching, dataUpdatedAt, refetch, error). */
  query: UseQueryResult<ListPage<Row>, unknown>;
  /** The rows of the page on screen; undefined until the first answer. */
  rows: Row[] | undefined;
  /** The count of every row the search selects. */
  total: number;
  /**
   * Rows that arrived since the page was shown, offered rather than inserted under the user's
   * cursor (list-views/use-list-freshness.ts), and how to show them.
   */
  newRows: number;
  showNewRows: () => void;
};

type ListContextValue<Row extends ListRow, S extends AnyListSearch> = ListStateValue<Row, S> &
  ListDataValue<Row> & { selection: ListSelectionControls<Row> };

// A context cannot be generic: it holds one list's state, and its reader names the list's types.
const ListStateContext = createContext<unknown>(null);
const ListDataContext = createContext<unknown>(null);
const ListSelectionContext = createContext<unknown>(null);
const RowSelectionContext = createContext<unknown>(null);
export const ListStateProvider = ListStateContext.Provider;
export const ListDataProvider = ListDataContext.Provider;
export const ListSelectionProvider = ListSelectionContext.Provider;
export const RowSelectionProvider = RowSelectionContext.Provider;

const isListState = <Row extends ListRow, S extends AnyListSearch>(
  value: unknown,
): value is ListStateValue<Row, S> => typeof value === 'object' && value !== null && 'config' in value;

const isListData = <Row,>(value: unknown): value is ListDataValue<Row> =>
  typeof value === 'object' && value !== null && 'query' in value;

const isSelectionControls = <Row,>(value: unknown): value is ListSelectionControls<Row> =>
  typeof value === 'object' && value !== null && 'count' in value;

const isRowSelection = <Row,>(value: unknown): value is RowSelection<Row> =>
  typeof value === 'object' && value !== null && 'subscribe' in value;

const outside = (hook: string) => new Error(`${hook} is used outside a ListShell.`);

/** The state part only: for what must not render again with each answer. */
export const useListState = <Row extends ListRow = ListRow, S extends AnyListSearch = AnyListSearch>() => {
  const state = use(ListStateContext);
  if (!isListState<Row, S>(state)) throw outside('useListState');
  return state;
};

/** The data part only: the page's query, rows and total. */
export const useListData = <Row extends ListRow = ListRow>() => {
  const data = use(ListDataContext);
  if (!isListData<Row>(data)) throw outside('useListData');
  return data;
};

/** The rows' part of the selection (use-selection.ts), the same while the search is. */
export const useRowSelection = <Row extends ListRow = ListRow>() => {
  const rows = use(RowSelectionContext);
  if (!isRowSelection<Row>(rows)) throw outside('useRowSelection');
  return rows;
};

/** The whole selection: renders again with each tick. */
export const useListSelection = <Row extends ListRow = ListRow>() => {
  const selection = use(ListSelectionContext);
  if (!isSelectionControls<Row>(selection)) throw outside('useListSelection');
  return selection;
};

/** The list around the caller (inside ListShell): its config, search, data, preferences and selection. */
export const useListContext = <
  Row extends ListRow = ListRow,
  S extends AnyListSearch = AnyListSearch,
>(): ListContextValue<Row, S> => {
  const state = useListState<Row, S>();
  return { ...state, ...useListData<Row>(), selection: useListSelection<Row>() };
};
