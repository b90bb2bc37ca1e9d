import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Debitor } from '@generated/model/debitor';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { customersListQueryOptions } from './api';
import { getCustomerColumns } from './customers-columns';
import type { CustomersSearchValues } from './customers-search';

type Props = {
  search: CustomersSearchValues;
  onSearchChange: (search: CustomersSearchValues) => void;
  filterKeys: readonly string[];
  rowActions: (debitor: Debitor) => ReactNode;
};

/** The table of the customer list with its query (spec 3 §2.4). */
export const CustomersList = ({ search, onSearchChange, filterKeys, rowActions }: Props) => {
  const { t } = useTranslation('debitors');
  const query = useQuery(customersListQueryOptions(search));
  const table = useListTable({
    listId: 'customers',
    search,
    onSearchChange,
    query,
    rowsOf: (page) => page._embedded.debitors,
    filterKeys,
  });
  const columns = useMemo(() => getCustomerColumns(t), [t]);
  return (
    <DataTable
      {...table}
      label={t('title')}
      columns={columns}
      getRowId={(debitor) => debitor.id}
      emptyText={t('no debtors')}
      filteredEmptyText={t('no results for your debtor search')}
      rowActions={rowActions}
    />
  );
};
