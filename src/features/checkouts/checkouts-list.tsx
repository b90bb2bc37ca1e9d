import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '@generated/model/checkout';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { checkoutsListQueryOptions } from './api';
import { getCheckoutColumns } from './checkouts-columns';
import type { CheckoutsSearchValues } from './checkouts-search';

type Props = {
  search: CheckoutsSearchValues;
  onSearchChange: (search: CheckoutsSearchValues) => void;
  /** The search keys of the filters in use above the list. */
  filterKeys: readonly string[];
  rowActions: (checkout: Checkout) => ReactNode;
};

/** The table of the checkouts list with its query: 'no checkouts yet', or 'no results' with filters. */
export const CheckoutsList = ({ search, onSearchChange, filterKeys, rowActions }: Props) => {
  const { t } = useTranslation(['checkouts', 'lists']);
  const query = useQuery(checkoutsListQueryOptions(search));
  const table = useListTable({
    listId: 'checkouts',
    search,
    onSearchChange,
    query,
    rowsOf: (page) => page._embedded.checkouts,
    filterKeys,
  });
  const columns = useMemo(() => getCheckoutColumns(t), [t]);
  return (
    <DataTable
      {...table}
      label={t('title')}
      columns={columns}
      getRowId={(checkout) => checkout.id}
      emptyText={t('no checkouts yet')}
      rowActions={rowActions}
    />
  );
};
