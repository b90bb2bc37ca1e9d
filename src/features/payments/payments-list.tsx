import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@generated/model/payment';
import { DataTable } from '@/components/data-table/data-table';
import { hasActiveFilters, toPagerState, withoutFilters, withPage, withPageSize } from '@/lib/list-search';
import { CUSTOMER_COLUMN, getPaymentColumns } from './payments-columns';
import type { PaymentsSearchValues } from './payments-search';
import { paymentsListQueryOptions } from './queries';

type Props = {
  search: PaymentsSearchValues;
  onSearchChange: (search: PaymentsSearchValues) => void;
  rowActions: (payment: Payment) => ReactNode;
};

/**
 * The table of the payments list with its query. A component of its own, so that a page of data
 * arriving re-renders the table only, not the filters and the header above it.
 */
export const PaymentsList = ({ search, onSearchChange, rowActions }: Props) => {
  const { t } = useTranslation(['payments', 'lists']);
  const list = useQuery(paymentsListQueryOptions(search));
  const columns = useMemo(() => getPaymentColumns(t), [t]);
  const hiddenColumns = useMemo(() => (search.debitorId ? [CUSTOMER_COLUMN] : []), [search.debitorId]);
  const { page, size } = toPagerState(search);
  return (
    <DataTable
      label={t('title')}
      columns={columns}
      rows={list.data?._embedded.payments}
      getRowId={(payment) => payment.id}
      totalElements={list.data?.page.totalElements ?? 0}
      page={page}
      pageSize={size}
      onPageChange={(next) => onSearchChange(withPage(search, next))}
      onPageSizeChange={(next) => onSearchChange(withPageSize(search, next))}
      loading={list.isPending}
      error={list.error}
      retrying={list.isFetching}
      onRetry={() => void list.refetch()}
      emptyText={t('no payments linked')}
      filtered={hasActiveFilters(search)}
      onClearFilters={() => onSearchChange(withoutFilters(search))}
      hiddenColumns={hiddenColumns}
      rowActions={rowActions}
    />
  );
};
