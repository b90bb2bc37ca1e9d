import type { TFunction } from 'i18next';
import type { FilterDef } from '@/components/filter-bar/filters';
import { statesFilter } from '@/components/filter-bar/states-filter';
import { onboardingStates, type CustomersSearchValues } from './customers-search';

/** The customer list's filters: its search box (spec 3 §2.4) and the onboarding status. */
export const customerFilters = (t: TFunction<['customers', 'lists']>): FilterDef<CustomersSearchValues>[] => [
  { kind: 'search', placeholder: t('searchPlaceholder') },
  statesFilter(t, 'onboarding', 'onboarding', onboardingStates, t('columns.onboarding')),
];
