import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Credit } from '@generated/model/credit';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { creditsListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getCreditColumns } from './credits-columns';
import type { CreditsSearchValues } from './credits-search';

type Props = {
  search: CreditsSearchValues;
  onSearchChange: (search: CreditsSearchValues) => void;
  /** The search keys of the filters in use above the list. */
  filterKeys: readonly string[];
  rowActions: (credit: Credit) => ReactNode;
};

/** The table of the credits list with its query (the customer page's credits tab shows it too). */
export const CreditsList = ({ search, onSearchChange, filterKeys, rowActions }: Props) => {
  const { t } = useTranslation(['credits', 'lists']);
  const query = useQuery(creditsListQueryOptions(search));
  const table = useListTable({
    listId: 'credits',
    search,
    onSearchChange,
    query,
    rowsOf: (page) => page._embedded.credits,
    filterKeys,
  });
  const columns = useMemo(() => getCreditColumns(t), [t]);
  const hiddenColumns = useMemo(() => (search.debitorRef ? [CUSTOMER_COLUMN] : []), [search.debitorRef]);
  return (
    <DataTable
      {...table}
      label={t('title')}
      columns={columns}
      getRowId={(credit) => credit.id}
      emptyText={t('empty')}
      hiddenColumns={hiddenColumns}
      rowActions={rowActions}
    />
  );
};
