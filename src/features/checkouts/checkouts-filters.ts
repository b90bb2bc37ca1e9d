import type { TFunction } from 'i18next';
import type { Product } from '@generated/model/product';
import { listFilters } from '@/components/list';
import { checkoutStates, type CheckoutsSearchValues } from './checkouts-search';

/** Products shown at once in the filter; typing finds the others of the (up to 100) loaded. */
export const PRODUCT_OPTIONS_SHOWN = 8;

/** The filters of the checkouts list: search, states, products and dates (spec 3 §2.4). */
export const checkoutFilters = (
  t: TFunction<['checkouts', 'lists']>,
  products: readonly Pick<Product, 'id' | 'name'>[],
): listFilters.Def<CheckoutsSearchValues>[] => [
  { kind: 'search', placeholder: t('searchPlaceholder') },
  listFilters.states(t, 'states', 'checkout', checkoutStates),
  {
    kind: 'multi',
    key: 'productIds',
    label: t('filters.products'),
    allLabel: t('filters.allProducts'),
    chosenLabel: (count) => t('filters.productsChosen', { count }),
    options: products.map((product) => ({ value: product.id, label: product.name })),
    limit: PRODUCT_OPTIONS_SHOWN,
  },
  { kind: 'dates' },
];
