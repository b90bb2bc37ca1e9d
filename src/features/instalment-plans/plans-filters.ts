import type { TFunction } from 'i18next';
import type { listFilters } from '@/components/list';
import { planStatuses, type PlansSearchValues } from './plans-search';

/** The status filter of the instalment plans list (spec 3 §2.4). */
export const planFilters = (
  t: TFunction<['instalment-plans', 'lists']>,
): listFilters.Def<PlansSearchValues>[] => [
  {
    kind: 'multi',
    key: 'statuses',
    label: t('lists:filters.states'),
    allLabel: t('lists:filters.allStates'),
    chosenLabel: (count) => t('lists:filters.statesChosen', { count }),
    options: planStatuses.map((status) => ({ value: status, label: t(`lists:status.${status}`) })),
  },
];
