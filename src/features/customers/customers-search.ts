import type { ListCustomersParams } from '@/entities/customer/customer';
import { OnboardingState } from '@generated/model/onboardingState';
import { choiceList, listParams, toServerPaging } from '@/lib/list-search';
import { literal, searchSchema, type SearchValues } from '@/lib/search-schema';

export const onboardingStates = Object.values(OnboardingState);

/**
 * The customer list's URL: paging, search text and onboarding states, and `?action=new` for the
 * create dialog.
 */
export const CustomersSearch = searchSchema({
  ...listParams(),
  /** GET /debitors `onboardingState`. */
  onboarding: choiceList(onboardingStates),
  action: literal('new'),
});

export type CustomersSearchValues = SearchValues<typeof CustomersSearch>;

/** Spec 2 §7: the customer list is sorted by last name, then first name. */
export const CUSTOMER_LIST_SORT = ['lastName,asc', 'firstName,asc'] as const;

/** The GET /debitors parameters of a list view. */
export const toCustomerListParams = (search: CustomersSearchValues) =>
  ({
    ...toServerPaging(search),
    search: search.search || undefined,
    onboardingState: search.onboarding,
    sort: [...CUSTOMER_LIST_SORT],
  }) satisfies ListCustomersParams;
