import { createFileRoute } from '@tanstack/react-router';
import { creditNotesListQueryOptions } from '@/features/credit-notes/api';
import { CreditNotesPage } from '@/features/credit-notes/credit-notes-page';
import { CreditNotesSearch } from '@/features/credit-notes/credit-notes-search';

export const Route = createFileRoute('/dashboard/transactions/credit-notes/')({
  validateSearch: CreditNotesSearch,
  loaderDeps: ({ search }) => search,
  // Starts the first page without waiting for it: the table shows skeleton rows, or its error
  // state with retry, while the query runs.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(creditNotesListQueryOptions(deps));
  },
  component: CreditNotesPage,
});
