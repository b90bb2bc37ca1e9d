import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableProps } from './data-table';

type ListQuery = Pick<UseQueryResult<unknown, unknown>, 'isPending' | 'error' | 'isFetching' | 'refetch'>;

/**
 * The DataTable props a list's query gives: skeleton rows until its first answer, the error state
 * after a failure, and the error state's retry, busy while the query fetches again.
 */
export const queryTableState = (
  query: ListQuery,
): Pick<DataTableProps<never>, 'loading' | 'error' | 'retrying' | 'onRetry'> => ({
  loading: query.isPending,
  error: query.error,
  retrying: query.isFetching,
  onRetry: () => void query.refetch(),
});
