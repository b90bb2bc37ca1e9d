import { createFileRoute } from '@tanstack/react-router';
import { subscriptionsListQueryOptions } from '@/features/subscriptions/api';
import { SubscriptionsPage } from '@/features/subscriptions/subscriptions-page';
import { SubscriptionsSearch } from '@/features/subscriptions/subscriptions-search';

export const Route = createFileRoute('/dashboard/transactions/subscriptions')({
  validateSearch: SubscriptionsSearch,
  loaderDeps: ({ search }) => search,
  // Starts the first page without waiting: the table shows skeleton rows meanwhile.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(subscriptionsListQueryOptions(deps));
  },
  component: SubscriptionsPage,
});
