import { createFileRoute } from '@tanstack/react-router';
import { loadPaymentDetail } from '@/features/payments/api';
import { PaymentDetailPage } from '@/features/payments/detail/payment-detail-page';

export const Route = createFileRoute('/dashboard/transactions/payments/$id')({
  loader: ({ context, params }) => loadPaymentDetail(context.queryClient, params.id),
  component: function PaymentDetailRoute() {
    const { id } = Route.useParams();
    return <PaymentDetailPage id={id} />;
  },
});
