import { createFileRoute } from '@tanstack/react-router';
import { listRoute, listLoader } from '@/lib/list-route';
import { creditNotesListQueryOptions } from '@/features/credit-notes/api';
import { CreditNotesPage } from '@/features/credit-notes/credit-notes-page';
import { CreditNotesSearch } from '@/features/credit-notes/credit-notes-search';

export const Route = createFileRoute('/dashboard/transactions/credit-notes/')({
  ...listRoute(CreditNotesSearch),
  loader: listLoader(creditNotesListQueryOptions),
  component: CreditNotesPage,
});
