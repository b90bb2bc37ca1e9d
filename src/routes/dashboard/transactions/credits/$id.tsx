import { createFileRoute } from '@tanstack/react-router';
import { loadCreditDetail } from '@/features/credits/api';
import { CreditDetailPage } from '@/features/credits/detail/credit-detail-page';

export const Route = createFileRoute('/dashboard/transactions/credits/$id')({
  loader: ({ context, params }) => loadCreditDetail(context.queryClient, params.id),
  component: function CreditDetailRoute() {
    const { id } = Route.useParams();
    return <CreditDetailPage id={id} />;
  },
});
