import { hasActiveFilters, toPagerState, withoutFilters, withPage } from '@/lib/list-search';
import type { ListRow } from './list-config';
import { useListData, useListState } from './list-context';
import type { DataTableProps } from '../table/data-table';
import { queryTableState } from '../table/query-table-state';

type ListTableProps<Row extends ListRow> = Pick<
  DataTableProps<Row>,
  | 'rows'
  | 'totalElements'
  | 'page'
  | 'pageSize'
  | 'pageSizes'
  | 'onPageChange'
  | 'onPageSizeChange'
  | 'loading'
  | 'error'
  | 'retrying'
  | 'onRetry'
  | 'filtered'
  | 'onClearFilters'
  | 'preferences'
>;

/**
 * The DataTable props that come from the list around it (its state and data, not the selection: a
 * tick does not render the table again): paging (the address's
 * pages are one-based), loading, error and retry, the filtered-empty state with its 'clear
 * filters', and the user's kept columns and density.
 */
export const useListTable = <Row extends ListRow>(): ListTableProps<Row> => {
  const { config, search, setSearch, filterKeys, preferences } = useListState<Row>();
  const { query, rows, total } = useListData<Row>();
  const { page } = toPagerState(search, preferences.pageSize);
  return {
    rows,
    // Without a count the pager stays hidden.
    totalElements: config.onePage ? 0 : total,
    page,
    pageSize: preferences.pageSize,
    pageSizes: config.pageSizes,
    onPageChange: (next) => setSearch(withPage(search, next)),
    onPageSizeChange: preferences.setPageSize,
    ...queryTableState(query),
    filtered: hasActiveFilters(search, filterKeys),
    onClearFilters: () => setSearch(withoutFilters(search, filterKeys)),
    preferences,
  };
};
