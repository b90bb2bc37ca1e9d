import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@generated/model/payment';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { paymentsListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getPaymentColumns } from './payments-columns';
import type { PaymentsSearchValues } from './payments-search';

type Props = {
  search: PaymentsSearchValues;
  onSearchChange: (search: PaymentsSearchValues) => void;
  /** The search keys of the filters in use above the list. */
  filterKeys: readonly string[];
  rowActions: (payment: Payment) => ReactNode;
};

/**
 * The table of the payments list with its query. A component of its own, so that a page of data
 * arriving re-renders the table only, not the filters and the header above it.
 */
export const PaymentsList = ({ search, onSearchChange, filterKeys, rowActions }: Props) => {
  const { t } = useTranslation(['payments', 'lists']);
  const query = useQuery(paymentsListQueryOptions(search));
  const table = useListTable({
    listId: 'payments',
    search,
    onSearchChange,
    query,
    rowsOf: (page) => page._embedded.payments,
    filterKeys,
  });
  const columns = useMemo(() => getPaymentColumns(t), [t]);
  const hiddenColumns = useMemo(() => (search.debitorId ? [CUSTOMER_COLUMN] : []), [search.debitorId]);
  return (
    <DataTable
      {...table}
      label={t('title')}
      columns={columns}
      getRowId={(payment) => payment.id}
      emptyText={t('no payments linked')}
      hiddenColumns={hiddenColumns}
      rowActions={rowActions}
    />
  );
};
