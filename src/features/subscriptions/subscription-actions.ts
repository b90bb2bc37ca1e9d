/** Which row actions a subscription offers in which status (spec 3 §4). */
import type { Subscription } from '@generated/model/subscription';
import type { SubscriptionStatus } from '@generated/model/subscriptionStatus';

export type SubscriptionAction = 'cancel';

const CANCELLABLE: readonly SubscriptionStatus[] = ['ACTIVE', 'CANCELLATION_REQUESTED'];

export const subscriptionActions = (subscription: Pick<Subscription, 'status'>): SubscriptionAction[] =>
  CANCELLABLE.includes(subscription.status) ? ['cancel'] : [];
