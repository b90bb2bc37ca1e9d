import type { TFunction } from 'i18next';
import type { listFilters } from '@/components/list';
import { productTypes, type ProductsSearchValues } from './products-search';

/** The filters of the products list: search, type and dates (spec 3 §2.4). */
export const productFilters = (
  t: TFunction<['products', 'lists']>,
): listFilters.Def<ProductsSearchValues>[] => [
  { kind: 'search', placeholder: t('searchPlaceholder') },
  {
    kind: 'multi',
    key: 'productTypes',
    label: t('filters.type'),
    allLabel: t('filters.allTypes'),
    chosenLabel: (count) => t('filters.typesChosen', { count }),
    options: productTypes.map((type) => ({ value: type, label: t(`lists:status.${type}`) })),
  },
  { kind: 'dates' },
];
