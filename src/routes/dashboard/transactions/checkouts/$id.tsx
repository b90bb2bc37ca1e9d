import { createFileRoute } from '@tanstack/react-router';
import { loadCheckoutDetail } from '@/features/checkouts/api';
import { CheckoutDetailPage } from '@/features/checkouts/detail/checkout-detail-page';

export const Route = createFileRoute('/dashboard/transactions/checkouts/$id')({
  loader: ({ context, params }) => loadCheckoutDetail(context.queryClient, params.id),
  component: function CheckoutDetailRoute() {
    const { id } = Route.useParams();
    return <CheckoutDetailPage id={id} />;
  },
});
