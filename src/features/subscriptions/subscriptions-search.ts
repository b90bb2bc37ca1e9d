import type { ListSubscriptionsParams } from '@generated/model/listSubscriptionsParams';
import { SubscriptionStatus } from '@generated/model/subscriptionStatus';
import { choiceList, idParam, listParams, toListParams } from '@/lib/list-search';
import { searchSchema, type SearchValues } from '@/lib/search-schema';

export const subscriptionStatuses = Object.values(SubscriptionStatus);

/** The subscriptions list's URL: the shared list state plus the status filter. */
export const SubscriptionsSearch = searchSchema({
  ...listParams(),
  statuses: choiceList(subscriptionStatuses),
  /** Pre-filters the list to one customer (the customer's tab; the customer column is hidden). */
  debitorId: idParam(),
});

export type SubscriptionsSearchValues = SearchValues<typeof SubscriptionsSearch>;

/** GET /subscriptions: newest first, statuses as a comma list (spec 3 §7). */
export const toSubscriptionListParams = (search: SubscriptionsSearchValues) =>
  ({
    ...toListParams(search),
    sort: ['createdDateTime,desc'],
    statuses: search.statuses,
    debitorId: search.debitorId,
  }) satisfies ListSubscriptionsParams;
