import type { TFunction } from 'i18next';
import { listFilters } from '@/components/list';
import { creditStatuses, type CreditsSearchValues } from './credits-search';

/** The filters of the credits list: search, states and dates (spec 3 §5). */
export const creditFilters = (t: TFunction<['credits', 'lists']>): listFilters.Def<CreditsSearchValues>[] => [
  { kind: 'search', placeholder: t('searchPlaceholder') },
  listFilters.states(t, 'statuses', 'credit', creditStatuses),
  { kind: 'dates' },
];
