import { createFileRoute } from '@tanstack/react-router';
import { listRoute, listLoader } from '@/lib/list-route';
import { paylinksListQueryOptions } from '@/features/products/links/links-api';
import { LinksPage } from '@/features/products/links/links-page';
import { LinksSearch } from '@/features/products/links/links-search';

export const Route = createFileRoute('/dashboard/checkouts/links')({
  ...listRoute(LinksSearch),
  loader: listLoader(paylinksListQueryOptions),
  component: LinksPage,
});
