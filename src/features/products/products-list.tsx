import { defineList, listQuery } from '@/components/list';
import { ProductsSearch, type ProductsSearchValues } from './products-search';
import { productFilters } from './products-filters';
import { productsListQueryOptions } from './api';
import { getProductColumns } from './products-columns';
import { statusLabelKey } from '@/components/status/status-sets';
import { billingLabel } from './product-labels';

/** The products list. */
export const productsList = defineList({
  listId: 'products',
  ns: 'products',
  search: ProductsSearch,
  filters: productFilters,
  query: (search: ProductsSearchValues) =>
    listQuery.paged(productsListQueryOptions(search), (page) => page._embedded.products),
  columns: getProductColumns,
  texts: { empty: 'no products found' },
  export: {
    name: 'products',
    cells: (t) => ({
      name: (row) => row.name,
      productType: { label: (row) => statusLabelKey('product', row.productType) },
      price: { money: (row) => row.price },
      billingType: (row) => billingLabel(t, row),
      createdDateTime: { date: (row) => row.createdDateTime },
    }),
    ids: { id: (row) => row.id },
  },
  // The selection and 'Export selection' (no actions of their own: no per-record call to make).
  bulk: {
    rowName: (row) => row.name,
    noun: 'products:bulk.noun',
  },
});
