import { createFileRoute } from '@tanstack/react-router';
import { PaymentDetailPage } from '@/features/payments/detail/payment-detail-page';

export const Route = createFileRoute('/dashboard/transactions/payments/$id')({
  component: function PaymentDetailRoute() {
    const { id } = Route.useParams();
    return <PaymentDetailPage id={id} />;
  },
});
