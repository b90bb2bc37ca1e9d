import type { TFunction } from 'i18next';
import type { FilterDef } from '@/components/filter-bar/filters';
import { statesFilter } from '@/components/filter-bar/states-filter';
import { creditStatuses, type CreditsSearchValues } from './credits-search';

/** The filters of the credits list: search, states and dates (spec 3 §5). */
export const creditFilters = (t: TFunction<['credits', 'lists']>): FilterDef<CreditsSearchValues>[] => [
  { kind: 'search', placeholder: t('searchPlaceholder') },
  statesFilter(t, 'statuses', 'credit', creditStatuses),
  { kind: 'dates' },
];
