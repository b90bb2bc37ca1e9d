import { createFileRoute } from '@tanstack/react-router';
import { listRoute, listLoader } from '@/lib/list-route';
import { productsListQueryOptions } from '@/features/products/api';
import { ProductsPage } from '@/features/products/products-page';
import { ProductsSearch } from '@/features/products/products-search';

export const Route = createFileRoute('/dashboard/checkouts/products')({
  ...listRoute(ProductsSearch),
  loader: listLoader(productsListQueryOptions),
  component: ProductsPage,
});
