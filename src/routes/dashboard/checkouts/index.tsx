import { createFileRoute } from '@tanstack/react-router';
import { listRoute, listLoader } from '@/lib/list-route';
import { checkoutsListQueryOptions, filterProductsQueryOptions } from '@/features/checkouts/api';
import { CheckoutsPage } from '@/features/checkouts/checkouts-page';
import { CheckoutsSearch } from '@/features/checkouts/checkouts-search';

export const Route = createFileRoute('/dashboard/checkouts/')({
  ...listRoute(CheckoutsSearch),
  loader: listLoader((search) => [checkoutsListQueryOptions(search), filterProductsQueryOptions()]),
  component: CheckoutsPage,
});
