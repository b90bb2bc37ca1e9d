import { createFileRoute } from '@tanstack/react-router';
import { loadCreditNoteDetail } from '@/features/credit-notes/api';
import { CreditNoteDetailPage } from '@/features/credit-notes/detail/credit-note-detail-page';

export const Route = createFileRoute('/dashboard/transactions/credit-notes/$id')({
  loader: ({ context, params }) => loadCreditNoteDetail(context.queryClient, params.id),
  component: function CreditNoteDetailRoute() {
    const { id } = Route.useParams();
    return <CreditNoteDetailPage id={id} />;
  },
});
