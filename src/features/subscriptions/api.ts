/** The subscriptions area's data: the list, the recurring products to offer, create and cancel. */
import { getListProductsQueryOptions, getProduct } from '@generated/api/products/products';
import {
  cancelSubscription,
  createSubscription,
  getGetSubscriptionQueryKey,
  getListSubscriptionsQueryKey,
  getListSubscriptionsQueryOptions,
  listSubscriptions,
} from '@generated/api/subscriptions/subscriptions';
import type { Subscription } from '@generated/model/subscription';
import type { SubscriptionCancellation } from '@generated/model/subscriptionCancellation';
import type { SubscriptionCreate } from '@generated/model/subscriptionCreate';
import { useCreateOnce } from '@/lib/create-once';
import { findSentIn, holds, LOOKUP_SIZE } from '@/lib/find-sent';
import { useAppMutation } from '@/lib/mutation';
import { toSubscriptionListParams, type SubscriptionsSearchValues } from './subscriptions-search';

export const subscriptionsListQueryOptions = (search: SubscriptionsSearchValues) =>
  // The list shows its own error state with a retry button, so it does not retry by itself.
  getListSubscriptionsQueryOptions(toSubscriptionListParams(search), { query: { retry: false } });

/** Spec 3 §9: the product autocomplete offers 5 products. */
export const PRODUCT_SUGGESTIONS = 5;

/** Only RECURRING products make a subscription (spec 3 §5). */
export const recurringProductsQueryOptions = (search: string) =>
  getListProductsQueryOptions(
    {
      size: PRODUCT_SUGGESTIONS,
      page: 0,
      sort: ['createdDateTime,desc'],
      billingType: 'RECURRING',
      search: search.trim() || undefined,
    },
    { query: { select: (page) => page._embedded.products } },
  );

/** The lists, this subscription, and the customer's count on the customer page. */
const subscriptionKeys = (id?: string) => [
  getListSubscriptionsQueryKey(),
  ...(id ? [getGetSubscriptionQueryKey(id)] : []),
];

/**
 * The subscription a try may have made: the customer's, made since, of the product sent (a
 * subscription names its product's title and price, not its id).
 */
const findSentSubscription = findSentIn({
  list: async (input: SubscriptionCreate) => {
    const [list, product] = await Promise.all([
      listSubscriptions({ debitorId: input.debitorId, sort: ['createdDateTime,desc'], size: LOOKUP_SIZE }),
      getProduct(input.productId),
    ]);
    return list._embedded.subscriptions.filter(
      (subscription) =>
        holds(subscription.subscriptionTitle, product.name) && holds(subscription.price, product.price),
    );
  },
  createdAt: (subscription) => subscription.createdDateTime,
  matches: (subscription, input) => subscription.debtor?.id === input.debitorId,
});

/** POST /subscriptions: 'subscription created successfully', or the failure with the server's reason. */
export const useCreateSubscription = () => {
  const create = useCreateOnce(createSubscription, findSentSubscription);
  return useAppMutation({
    mutationFn: create,
    invalidates: () => subscriptionKeys(),
    success: 'subscriptions:messages.subscription created successfully',
    error: { key: 'subscriptions:messages.subscription creation failed', withServerMessage: true },
  });
};

export type CancelRequest = Pick<Subscription, 'id'> & SubscriptionCancellation;

/** PATCH /subscriptions/{id}/_cancel: 'subscription cancelled' or 'subscription error cancelled'. */
export const useCancelSubscription = () =>
  useAppMutation({
    mutationFn: ({ id, ...body }: CancelRequest) => cancelSubscription(id, body),
    invalidates: ({ id }) => subscriptionKeys(id),
    success: 'subscriptions:messages.subscription cancelled',
    error: 'subscriptions:messages.subscription error cancelled',
  });
