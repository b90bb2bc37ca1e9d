import { createFileRoute } from '@tanstack/react-router';
import { paylinksListQueryOptions } from '@/features/products/links/links-api';
import { LinksPage } from '@/features/products/links/links-page';
import { LinksSearch } from '@/features/products/links/links-search';

export const Route = createFileRoute('/dashboard/checkouts/links')({
  validateSearch: LinksSearch,
  loaderDeps: ({ search }) => search,
  // Starts the first page without waiting for it: the table shows skeleton rows, or its error
  // state with retry, while the query runs.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(paylinksListQueryOptions(deps));
  },
  component: LinksPage,
});
