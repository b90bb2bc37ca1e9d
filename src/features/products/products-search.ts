import type { ListProductsParams } from '@generated/model/listProductsParams';
import { ProductType } from '@generated/model/productType';
import { choiceList, listParams, toListParams } from '@/lib/list-search';
import { literal, searchSchema, type SearchValues } from '@/lib/search-schema';

export const productTypes = Object.values(ProductType);

/** The products list's URL: the shared list state plus the type filter. */
export const ProductsSearch = searchSchema({
  ...listParams(),
  productTypes: choiceList(productTypes),
  /** Opens the new product dialog. */
  action: literal('new'),
});

export type ProductsSearchValues = SearchValues<typeof ProductsSearch>;

/** Products are sorted by their own creation field, newest first (spec 2 §7). */
export const PRODUCTS_NEWEST_FIRST = 'createdDateTime,desc' as const;

/** The GET /products parameters of a list view. */
export const toProductListParams = (search: ProductsSearchValues) =>
  ({
    ...toListParams(search),
    sort: [PRODUCTS_NEWEST_FIRST],
    productTypes: search.productTypes,
  }) satisfies ListProductsParams;
