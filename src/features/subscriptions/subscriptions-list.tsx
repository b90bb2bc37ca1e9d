import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@generated/model/subscription';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { subscriptionsListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getSubscriptionColumns } from './subscriptions-columns';
import type { SubscriptionsSearchValues } from './subscriptions-search';

type Props = {
  search: SubscriptionsSearchValues;
  onSearchChange: (search: SubscriptionsSearchValues) => void;
  filterKeys: readonly string[];
  rowActions: (subscription: Subscription) => ReactNode;
};

/** The table of subscriptions with its query; the customer's tab shows it too. */
export const SubscriptionsList = ({ search, onSearchChange, filterKeys, rowActions }: Props) => {
  const { t } = useTranslation(['subscriptions', 'lists']);
  const query = useQuery(subscriptionsListQueryOptions(search));
  const table = useListTable({
    listId: 'subscriptions',
    search,
    onSearchChange,
    query,
    rowsOf: (page) => page._embedded.subscriptions,
    filterKeys,
  });
  const columns = useMemo(() => getSubscriptionColumns(t), [t]);
  const hiddenColumns = useMemo(() => (search.debitorId ? [CUSTOMER_COLUMN] : []), [search.debitorId]);
  return (
    <DataTable
      {...table}
      label={t('title')}
      columns={columns}
      getRowId={(subscription) => subscription.id}
      emptyText={t('empty')}
      hiddenColumns={hiddenColumns}
      rowActions={rowActions}
    />
  );
};
