import * as z from 'zod/mini';
import type { ListProductsParams } from '@generated/model/listProductsParams';
import { ProductType } from '@generated/model/productType';
import { choiceList, listSearchSchema, toListParams } from '@/lib/list-search';

export const productTypes = Object.values(ProductType);

/** The products list's URL: the shared list state plus the type filter. */
export const ProductsSearch = z.extend(listSearchSchema(), {
  productTypes: choiceList(productTypes),
  /** Opens the new product dialog. */
  action: z.catch(z.optional(z.literal('new')), undefined),
});

export type ProductsSearchValues = z.infer<typeof ProductsSearch>;

/** Products are sorted by their own creation field, newest first (spec 2 §7). */
export const PRODUCTS_NEWEST_FIRST = 'createdDateTime,desc' as const;

/** The GET /products parameters of a list view. */
export const toProductListParams = (search: ProductsSearchValues) =>
  ({
    ...toListParams(search),
    sort: [PRODUCTS_NEWEST_FIRST],
    productTypes: search.productTypes,
  }) satisfies ListProductsParams;
