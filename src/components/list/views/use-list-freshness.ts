import type { UseQueryResult } from '@tanstack/react-query';
import { useAutoRefresh } from './use-auto-refresh';
import { useCurrentRows } from './use-current-rows';

type Page<Row> = { rows: Row[]; total: number };

/**
 * A list that stays current: its query refreshes on focus and every two minutes while visible
 * (not while a dialog is open or rows are selected), and the answer of such a refresh updates
 * the shown rows in place while new rows are only counted (useCurrentRows). `key` is the list's
 * search and page: another key shows its rows at once.
 */
export const useListFreshness = <Row extends { id: string }>(
  query: UseQueryResult<Page<Row>, unknown>,
  key: string,
  /** Whether rows are selected, asked when a refresh would start: a tick renders no list again. */
  selecting: () => boolean,
) => {
  const { data, dataUpdatedAt, isFetching, refetch } = query;
  const current = useCurrentRows(
    key,
    data && { rows: data.rows, total: data.total, updatedAt: dataUpdatedAt },
  );
  const { markBackground } = current;
  useAutoRefresh({
    refresh: () => {
      markBackground();
      return refetch();
    },
    updatedAt: dataUpdatedAt,
    fetching: isFetching,
    selecting,
  });
  return current;
};
