import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-search';

/**
 * Paging for a list the backend answers whole (API keys, webhooks, the team): the table's one-based page and
 * its size, kept on a page that still exists when rows go away.
 */
export const useClientPages = <Row>(rows: Row[] | undefined) => {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const total = rows?.length ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, lastPage);
  return {
    rows: rows?.slice((current - 1) * pageSize, current * pageSize),
    totalElements: total,
    page: current,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
};
