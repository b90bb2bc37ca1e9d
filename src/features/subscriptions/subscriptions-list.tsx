import { defineList } from '@/components/list-shell/list-config';
import { subscriptionsListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getSubscriptionColumns } from './subscriptions-columns';

/** The subscriptions list; the customer's tab shows it too. */
export const subscriptionsList = defineList({
  listId: 'subscriptions',
  ns: ['subscriptions', 'lists'],
  query: subscriptionsListQueryOptions,
  rowsOf: (page) => page._embedded.subscriptions,
  columns: getSubscriptionColumns,
  texts: { empty: 'empty' },
  hiddenColumns: (search) => (search.debitorId ? [CUSTOMER_COLUMN] : []),
});
