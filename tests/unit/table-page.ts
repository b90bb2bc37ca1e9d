import { vi } from 'vitest';

/** A DataTable's props but its label and columns: `rows` as its one page, nothing loading. */
export const pageOf = <T extends { id: string }>(rows: T[]) => ({
  rows,
  getRowId: (row: T) => row.id,
  totalElements: rows.length,
  page: 1,
  pageSize: 10,
  onPageChange: vi.fn(),
  onPageSizeChange: vi.fn(),
  loading: false,
  error: null,
  onRetry: vi.fn(),
  emptyText: 'None',
  filtered: false,
});
