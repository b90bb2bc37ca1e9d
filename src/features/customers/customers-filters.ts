import type { TFunction } from 'i18next';
import type { FilterDef } from '@/components/filter-bar/filters';
import type { CustomersSearchValues } from './customers-search';

/** The customer list has one filter: its search box (spec 3 §2.4). */
export const customerFilters = (t: TFunction<'debitors'>): FilterDef<CustomersSearchValues>[] => [
  { kind: 'search', placeholder: t('searchPlaceholder') },
];
