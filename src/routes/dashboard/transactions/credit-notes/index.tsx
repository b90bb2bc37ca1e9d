import { createFileRoute } from '@tanstack/react-router';
import { keptPage } from '@/components/kept-pages';
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
  // Kept while the user is on a credit note, so that going back shows it at once.
  component: keptPage(CreditNotesPage),
});
