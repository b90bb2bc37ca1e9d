import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { RowData } from '@tanstack/react-table';
import { useEffect } from 'react';
import { queryTableState } from './query-table-state';
import { effectivePageSize } from '@/lib/list-preferences';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZES,
  hasActiveFilters,
  toPagerState,
  withoutFilters,
  withPage,
  withPageSize,
  type AnyListSearch,
} from '@/lib/list-search';
import type { DataTableProps } from './data-table';
import { useListPreferences } from './use-list-preferences';

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
  /** The sizes the list's pager offers (and its route's search accepts). */
  pageSizes?: readonly number[];
  /**
   * A stable id under which the browser keeps the user's columns, row density and page size for
   * this list (src/lib/list-preferences.ts); without it nothing is kept.
   */
  listId?: string;
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
  | 'preferences'
>;

/**
 * The DataTable props that come from the URL and the list query: paging (the URL's pages are
 * one-based), loading, error and retry, and the filtered-empty state with its 'clear filters'.
 * A list spreads them into DataTable and adds its columns, label and texts.
 *
 * With a list id, the user's preferences for the list come along, and the page size they chose
 * last is put into the URL (replacing the entry, so Back still leaves the list) when the URL names
 * none: the URL wins when it does.
 */
export const useListTable = <S extends AnyListSearch, Page extends ServerPage, Row extends RowData>({
  search,
  onSearchChange,
  query,
  rowsOf,
  filterKeys,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  pageSizes = DEFAULT_PAGE_SIZES,
  listId,
}: Options<S, Page, Row>): ListTableProps<Row> => {
  const { page, size } = toPagerState(search, defaultPageSize);
  const preferences = useListPreferences(listId);
  const keptSize = effectivePageSize({
    urlSize: search.size,
    kept: preferences.value.pageSize,
    pageSizes,
    defaultSize: defaultPageSize,
  });
  const navigate = useNavigate();
  useEffect(() => {
    if (keptSize === size) return;
    void navigate({ to: '.', search: (previous) => ({ ...previous, size: keptSize }), replace: true });
  }, [keptSize, size, navigate]);
  return {
    rows: query.data ? rowsOf(query.data) : undefined,
    totalElements: query.data?.page.totalElements ?? 0,
    page,
    pageSize: size,
    onPageChange: (next) => onSearchChange(withPage(search, next)),
    onPageSizeChange: (next) => {
      if (listId) preferences.onChange({ ...preferences.value, pageSize: next });
      onSearchChange(withPageSize(search, next, defaultPageSize));
    },
    ...queryTableState(query),
    filtered: hasActiveFilters(search, filterKeys),
    onClearFilters: () => onSearchChange(withoutFilters(search, filterKeys)),
    preferences: listId ? preferences : undefined,
  };
};
