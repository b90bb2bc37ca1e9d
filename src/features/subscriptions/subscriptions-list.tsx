import type { TFunction } from 'i18next';
import { defineList, listQuery } from '@/components/list';
import { SubscriptionsSearch, type SubscriptionsSearchValues } from './subscriptions-search';
import { subscriptionFilters } from './subscriptions-filters';
import { NewSubscriptionDialog } from './new-subscription-dialog';
import { useSubscriptionActions } from './use-subscription-actions';
import { subscriptionsListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getSubscriptionColumns } from './subscriptions-columns';
import { statusLabelKey } from '@/components/status/status-sets';
import { summaryLabel } from '@/entities/customer/summary-name';

/** The subscriptions list; the customer's tab shows it too. */
export const subscriptionsList = defineList({
  listId: 'subscriptions',
  ns: ['subscriptions', 'lists'],
  search: SubscriptionsSearch,
  filters: subscriptionFilters,
  // Cancelling asks in its own dialog about the one subscription (its action table, its hook).
  rowMenu: { useMenu: useSubscriptionActions },
  customerScope: (id) => ({ debitorId: id }),
  create: { label: 'new subscription', Dialog: NewSubscriptionDialog },
  query: (search: SubscriptionsSearchValues) =>
    listQuery.paged(subscriptionsListQueryOptions(search), (page) => page._embedded.subscriptions),
  columns: getSubscriptionColumns,
  texts: { empty: 'empty' },
  hiddenColumns: (search) => (search.debitorId ? [CUSTOMER_COLUMN] : []),
  export: {
    name: 'subscriptions',
    cells: (t: TFunction<['subscriptions', 'lists']>) => ({
      status: { label: (row) => statusLabelKey('subscription', row.status) },
      [CUSTOMER_COLUMN]: (row) => summaryLabel(row.debtor, t('customer deleted')),
      subscriptionTitle: (row) => row.subscriptionTitle,
      price: { money: (row) => row.price },
      interval: (row) => row.interval && t(`subscriptions:interval.${row.interval}`),
      duration: () => t('subscriptions:unlimited'),
      nextPaymentDueDate: { date: (row) => row.nextPaymentDueDate },
      createdDateTime: { date: (row) => row.createdDateTime },
    }),
    ids: { id: (row) => row.id, customerId: (row) => row.debtor?.id },
  },
  // The selection and 'Export selection' (no actions of their own: no per-record call to make).
  bulk: {
    rowName: (row) => row.subscriptionTitle ?? row.id,
    noun: 'subscriptions:bulk.noun',
  },
});
