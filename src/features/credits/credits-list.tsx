import { defineList } from '@/components/list-shell/list-config';
import { creditsListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getCreditColumns } from './credits-columns';

/** The credits list (the customer page's credits tab shows it too). */
export const creditsList = defineList({
  listId: 'credits',
  ns: ['credits', 'lists'],
  query: creditsListQueryOptions,
  rowsOf: (page) => page._embedded.credits,
  columns: getCreditColumns,
  texts: { empty: 'empty' },
  hiddenColumns: (search) => (search.debitorRef ? [CUSTOMER_COLUMN] : []),
});
