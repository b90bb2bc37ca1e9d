import type { TFunction } from 'i18next';
import type { FilterDef } from '@/components/filter-bar/filters';
import { statusLabelKey } from '@/components/status/status-sets';
import { creditStatuses, type CreditsSearchValues } from './credits-search';

/** The filters of the credits list: search, states and dates (spec 3 §5). */
export const creditFilters = (t: TFunction<['credits', 'lists']>): FilterDef<CreditsSearchValues>[] => [
  { kind: 'search', placeholder: t('searchPlaceholder') },
  {
    kind: 'multi',
    key: 'statuses',
    label: t('lists:filters.states'),
    allLabel: t('lists:filters.allStates'),
    chosenLabel: (count) => t('lists:filters.statesChosen', { count }),
    options: creditStatuses.map((status) => ({
      value: status,
      label: t(`lists:${statusLabelKey('credit', status)}`),
    })),
  },
  { kind: 'dates' },
];
