import { defineList } from '@/components/list-shell/list-config';
import { productsListQueryOptions } from './api';
import { getProductColumns } from './products-columns';

/** The products list. */
export const productsList = defineList({
  listId: 'products',
  ns: 'products',
  query: productsListQueryOptions,
  rowsOf: (page) => page._embedded.products,
  columns: getProductColumns,
  texts: { empty: 'no products found' },
});
