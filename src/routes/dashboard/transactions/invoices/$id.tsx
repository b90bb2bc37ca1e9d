import { createFileRoute } from '@tanstack/react-router';
import { loadInvoiceDetail } from '@/features/invoices/api';
import { InvoiceDetailPage } from '@/features/invoices/detail/invoice-detail-page';

export const Route = createFileRoute('/dashboard/transactions/invoices/$id')({
  loader: ({ context, params }) => loadInvoiceDetail(context.queryClient, params.id),
  component: function InvoiceDetailRoute() {
    const { id } = Route.useParams();
    return <InvoiceDetailPage id={id} />;
  },
});
