import { createFileRoute } from '@tanstack/react-router';
import { productsListQueryOptions } from '@/features/products/api';
import { ProductsPage } from '@/features/products/products-page';
import { ProductsSearch } from '@/features/products/products-search';

export const Route = createFileRoute('/dashboard/checkouts/products')({
  validateSearch: ProductsSearch,
  loaderDeps: ({ search }) => search,
  // Starts the first page without waiting for it: the table shows skeleton rows, or its error
  // state with retry, while the query runs.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(productsListQueryOptions(deps));
  },
  component: ProductsPage,
});
