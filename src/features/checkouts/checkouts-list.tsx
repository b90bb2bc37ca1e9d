import { defineList, listQuery } from '@/components/list';
import { CheckoutsSearch, type CheckoutsSearchValues } from './checkouts-search';
import { checkoutsListQueryOptions } from './api';
import { checkoutCustomerName, getCheckoutColumns } from './checkouts-columns';
import { statusLabelKey } from '@/components/status/status-sets';

/** The checkouts list: 'no checkouts yet', or 'no results' with filters. */
export const checkoutsList = defineList({
  listId: 'checkouts',
  ns: ['checkouts', 'lists'],
  search: CheckoutsSearch,
  query: (search: CheckoutsSearchValues) =>
    listQuery.paged(checkoutsListQueryOptions(search), (page) => page._embedded.checkouts),
  columns: getCheckoutColumns,
  texts: { empty: 'no checkouts yet' },
  export: {
    name: 'checkouts',
    cells: () => ({
      checkoutState: { label: (row) => statusLabelKey('checkout', row.checkoutState) },
      customer: (row) => checkoutCustomerName(row) || (row.debitorEmailAddress ?? row.debtor?.emailAddress),
      productTitle: (row) => row.productTitle,
      quantity: (row) => row.quantity,
      totalCheckoutAmount: { money: (row) => row.totalCheckoutAmount },
      createdDateTimeUTC: { date: (row) => row.createdDateTimeUTC },
    }),
    ids: {
      id: (row) => row.id,
      customerId: (row) => row.debitorIdRef ?? row.debtor?.id,
      productId: (row) => row.productId,
      paymentId: (row) => row.paymentIdRef,
    },
  },
  // The selection and 'Export selection' (no actions of their own: no per-record call to make).
  bulk: {
    rowName: (row) => row.productTitle ?? row.id,
    noun: 'checkouts:bulk.noun',
    amount: (row) => row.totalCheckoutAmount,
  },
});
