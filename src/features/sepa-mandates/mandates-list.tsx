import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SepaMandate } from '@generated/model/sepaMandate';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import type { ListSearch } from '@/lib/list-search';
import { mandatesListQueryOptions } from './api';
import { getMandateColumns } from './mandates-columns';

type Props = {
  debitorId: string;
  search: ListSearch;
  onSearchChange: (search: ListSearch) => void;
  rowActions: (mandate: SepaMandate) => ReactNode;
};

const noFilters: string[] = [];

/** A customer's SEPA mandates (spec 3 §2.4): ten a page, newest first. */
export const MandatesList = ({ debitorId, search, onSearchChange, rowActions }: Props) => {
  const { t } = useTranslation('mandates');
  const query = useQuery(mandatesListQueryOptions(debitorId, search));
  const table = useListTable({
    listId: 'mandates',
    search,
    onSearchChange,
    query,
    rowsOf: (page) => page._embedded.sepaMandates,
    filterKeys: noFilters,
  });
  const columns = useMemo(() => getMandateColumns(t), [t]);
  return (
    <DataTable
      {...table}
      label={t('title')}
      columns={columns}
      getRowId={(mandate) => mandate.id}
      emptyText={t('no sepa mandates found')}
      rowActions={rowActions}
    />
  );
};
