import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import {
  DEFAULT_PAGE_SIZE,
  hasActiveFilters,
  toPagerState,
  withoutFilters,
  withPage,
  withPageSize,
  type AnyListSearch,
} from '@/lib/list-search';
import type { DataTableProps } from './data-table';

/** A server page as every list answers it: the rows under `_embedded.<name>` and the paging. */
type ServerPage = { page: { totalElements: number } };

type Options<S extends AnyListSearch, Page extends ServerPage, Row extends RowData> = {
  /** The list's state in the URL, and how to change it. */
  search: S;
  onSearchChange: (search: S) => void;
  query: UseQueryResult<Page, unknown>;
  /** The rows of a page (`page._embedded.<name>`). */
  rowsOf: (page: Page) => Row[];
  /** The search keys of the list's filters (`filterKeysOf(filters)`). */
  filterKeys: readonly string[];
  defaultPageSize?: number;
};

type ListTableProps<Row extends RowData> = Pick<
  DataTableProps<Row>,
  | 'rows'
  | 'totalElements'
  | 'page'
  | 'pageSize'
  | 'onPageChange'
  | 'onPageSizeChange'
  | 'loading'
  | 'error'
  | 'retrying'
  | 'onRetry'
  | 'filtered'
  | 'onClearFilters'
>;

/**
 * The DataTable props that come from the URL and the list query: paging (the URL's pages are
 * one-based), loading, error and retry, and the filtered-empty state with its 'clear filters'.
 * A list spreads them into DataTable and adds its columns, label and texts.
 */
export const useListTable = <S extends AnyListSearch, Page extends ServerPage, Row extends RowData>({
  search,
  onSearchChange,
  query,
  rowsOf,
  filterKeys,
  defaultPageSize = DEFAULT_PAGE_SIZE,
}: Options<S, Page, Row>): ListTableProps<Row> => {
  const { page, size } = toPagerState(search, defaultPageSize);
  return {
    rows: query.data ? rowsOf(query.data) : undefined,
    totalElements: query.data?.page.totalElements ?? 0,
    page,
    pageSize: size,
    onPageChange: (next) => onSearchChange(withPage(search, next)),
    onPageSizeChange: (next) => onSearchChange(withPageSize(search, next, defaultPageSize)),
    loading: query.isPending,
    error: query.error,
    retrying: query.isFetching,
    onRetry: () => void query.refetch(),
    filtered: hasActiveFilters(search, filterKeys),
    onClearFilters: () => onSearchChange(withoutFilters(search, filterKeys)),
  };
};
