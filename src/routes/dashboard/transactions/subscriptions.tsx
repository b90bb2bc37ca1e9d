import { createFileRoute } from '@tanstack/react-router';
import { listRoute, listLoader } from '@/lib/list-route';
import { subscriptionsListQueryOptions } from '@/features/subscriptions/api';
import { SubscriptionsPage } from '@/features/subscriptions/subscriptions-page';
import { SubscriptionsSearch } from '@/features/subscriptions/subscriptions-search';

export const Route = createFileRoute('/dashboard/transactions/subscriptions')({
  ...listRoute(SubscriptionsSearch),
  loader: listLoader(subscriptionsListQueryOptions),
  component: SubscriptionsPage,
});
