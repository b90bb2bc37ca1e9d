import { createFileRoute } from '@tanstack/react-router';
import { checkoutsListQueryOptions, filterProductsQueryOptions } from '@/features/checkouts/api';
import { CheckoutsPage } from '@/features/checkouts/checkouts-page';
import { CheckoutsSearch } from '@/features/checkouts/checkouts-search';

export const Route = createFileRoute('/dashboard/checkouts/')({
  validateSearch: CheckoutsSearch,
  loaderDeps: ({ search }) => search,
  // Starts the first page and the product filter's products without waiting for them.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(checkoutsListQueryOptions(deps));
    void context.queryClient.prefetchQuery(filterProductsQueryOptions());
  },
  component: CheckoutsPage,
});
