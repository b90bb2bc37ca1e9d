import type { TFunction } from 'i18next';
import type { listFilters } from '@/components/list';
import { subscriptionStatuses, type SubscriptionsSearchValues } from './subscriptions-search';

/** The status filter of the subscriptions list (spec 3 §2.4). */
export const subscriptionFilters = (
  t: TFunction<['subscriptions', 'lists']>,
): listFilters.Def<SubscriptionsSearchValues>[] => [
  {
    kind: 'multi',
    key: 'statuses',
    label: t('lists:filters.states'),
    allLabel: t('lists:filters.allStates'),
    chosenLabel: (count) => t('lists:filters.statesChosen', { count }),
    options: subscriptionStatuses.map((status) => ({ value: status, label: t(`lists:status.${status}`) })),
  },
];
