import { createFileRoute } from '@tanstack/react-router';
import { listLoader, listRoute } from '@/lib/list-route';
import { creditsListQueryOptions } from '@/features/credits/api';
import { CreditsPage } from '@/features/credits/credits-page';
import { CreditsSearch } from '@/features/credits/credits-search';

export const Route = createFileRoute('/dashboard/transactions/credits/')({
  ...listRoute(CreditsSearch),
  loader: listLoader(creditsListQueryOptions),
  component: CreditsPage,
});
