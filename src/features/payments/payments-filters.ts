import type { TFunction } from 'i18next';
import type { listFilters } from '@/components/list';
import { paymentMethods, paymentStates, type PaymentsSearchValues } from './payments-search';

/** The filters of the payments list: search, states, payment method and dates (spec 3 §2.4, §5). */
export const paymentFilters = (
  t: TFunction<['payments', 'lists']>,
): listFilters.Def<PaymentsSearchValues>[] => [
  { kind: 'search', placeholder: t('searchPlaceholder') },
  {
    kind: 'multi',
    key: 'states',
    label: t('lists:filters.states'),
    allLabel: t('lists:filters.allStates'),
    chosenLabel: (count) => t('lists:filters.statesChosen', { count }),
    options: paymentStates.map((state) => ({
      value: state,
      label: t(state === 'COMPLETED' ? 'lists:status.PAID' : `lists:status.${state}`),
    })),
  },
  {
    kind: 'multi',
    key: 'methods',
    label: t('columns.paymentMethod'),
    allLabel: t('filters.allMethods'),
    chosenLabel: (count) => t('filters.methodsChosen', { count }),
    options: paymentMethods.map((method) => ({ value: method, label: t(`method.${method}`) })),
  },
  { kind: 'dates' },
];
