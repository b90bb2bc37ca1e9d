import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@generated/model/product';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { productsListQueryOptions } from './api';
import { getProductColumns } from './products-columns';
import type { ProductsSearchValues } from './products-search';

type Props = {
  search: ProductsSearchValues;
  onSearchChange: (search: ProductsSearchValues) => void;
  /** The search keys of the filters in use above the list. */
  filterKeys: readonly string[];
  rowActions: (product: Product) => ReactNode;
};

/** The table of the products list with its query. */
export const ProductsList = ({ search, onSearchChange, filterKeys, rowActions }: Props) => {
  const { t } = useTranslation('products');
  const query = useQuery(productsListQueryOptions(search));
  const table = useListTable({
    listId: 'products',
    search,
    onSearchChange,
    query,
    rowsOf: (page) => page._embedded.products,
    filterKeys,
  });
  const columns = useMemo(() => getProductColumns(t), [t]);
  return (
    <DataTable
      {...table}
      label={t('title')}
      columns={columns}
      getRowId={(product) => product.id}
      emptyText={t('no products found')}
      rowActions={rowActions}
    />
  );
};
