import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/components/list';
import { creditsList } from '@/features/credits/credits-list';
import { CreditsSearch } from '@/features/credits/credits-search';
import { listLoader, listRoute } from '@/lib/list-route';
import { creditsListQueryOptions } from '@/features/credits/api';

export const Route = createFileRoute('/dashboard/transactions/credits/')({
  ...listRoute(CreditsSearch),
  loader: listLoader(creditsListQueryOptions),
  component: () => <ListPage config={creditsList} />,
});
