import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/components/list';
import { subscriptionsListQueryOptions } from '@/features/subscriptions/api';
import { subscriptionsList } from '@/features/subscriptions/subscriptions-list';
import { SubscriptionsSearch } from '@/features/subscriptions/subscriptions-search';
import { listLoader, listRoute } from '@/lib/list-route';

export const Route = createFileRoute('/dashboard/transactions/subscriptions')({
  ...listRoute(SubscriptionsSearch),
  loader: listLoader(subscriptionsListQueryOptions),
  component: () => <ListPage config={subscriptionsList} />,
});
