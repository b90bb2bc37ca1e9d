import { createFileRoute } from '@tanstack/react-router';
import { creditsListQueryOptions } from '@/features/credits/api';
import { CreditsPage } from '@/features/credits/credits-page';
import { CreditsSearch } from '@/features/credits/credits-search';

export const Route = createFileRoute('/dashboard/transactions/credits/')({
  validateSearch: CreditsSearch,
  loaderDeps: ({ search }) => search,
  // Starts the first page without waiting for it: the table shows skeleton rows, or its error
  // state with retry, while the query runs.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(creditsListQueryOptions(deps));
  },
  component: CreditsPage,
});
