import { defineList } from '@/components/list-shell/list-config';
import { checkoutsListQueryOptions } from './api';
import { getCheckoutColumns } from './checkouts-columns';

/** The checkouts list: 'no checkouts yet', or 'no results' with filters. */
export const checkoutsList = defineList({
  listId: 'checkouts',
  ns: ['checkouts', 'lists'],
  query: checkoutsListQueryOptions,
  rowsOf: (page) => page._embedded.checkouts,
  columns: getCheckoutColumns,
  texts: { empty: 'no checkouts yet' },
});
