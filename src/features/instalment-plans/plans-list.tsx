import { defineList } from '@/components/list-shell/list-config';
import { plansListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getPlanColumns } from './plans-columns';

/** The instalment plans list; the customer's tab shows it too. */
export const plansList = defineList({
  listId: 'instalment-plans',
  ns: ['instalment-plans', 'lists'],
  query: plansListQueryOptions,
  rowsOf: (page) => page._embedded.instalmentPlans,
  columns: getPlanColumns,
  texts: { empty: 'empty' },
  hiddenColumns: (search) => (search.debitorId ? [CUSTOMER_COLUMN] : []),
});
