import { createFileRoute } from '@tanstack/react-router';
import { ListPage } from '@/components/list';
import { creditNotesListQueryOptions } from '@/features/credit-notes/api';
import { creditNotesList } from '@/features/credit-notes/credit-notes-list';
import { CreditNotesSearch } from '@/features/credit-notes/credit-notes-search';
import { listLoader, listRoute } from '@/lib/list-route';

export const Route = createFileRoute('/dashboard/transactions/credit-notes/')({
  ...listRoute(CreditNotesSearch),
  loader: listLoader(creditNotesListQueryOptions),
  component: () => <ListPage config={creditNotesList} />,
});
