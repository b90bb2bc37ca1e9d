import type { TFunction } from 'i18next';
import { listFilters } from '@/components/list';
import { onboardingStates, type CustomersSearchValues } from './customers-search';

/** The customer list's filters: its search box (spec 3 §2.4) and the onboarding status. */
export const customerFilters = (
  t: TFunction<['customers', 'lists']>,
): listFilters.Def<CustomersSearchValues>[] => [
  { kind: 'search', placeholder: t('searchPlaceholder') },
  listFilters.states(t, 'onboarding', 'onboarding', onboardingStates, t('columns.onboarding')),
];
