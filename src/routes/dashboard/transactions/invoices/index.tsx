import { createFileRoute } from '@tanstack/react-router';
import { listRoute, listLoader } from '@/lib/list-route';
import { useInvoiceDialogs } from '@/features/invoice-editor/use-invoice-dialogs';
import { invoicesListQueryOptions } from '@/features/invoices/api';
import { InvoicesPage } from '@/features/invoices/invoices-page';
import { InvoicesSearch } from '@/features/invoices/invoices-search';

export const Route = createFileRoute('/dashboard/transactions/invoices/')({
  ...listRoute(InvoicesSearch),
  loader: listLoader(invoicesListQueryOptions),
  component: InvoicesWithDialogs,
});

function InvoicesWithDialogs() {
  const { launch, dialogs } = useInvoiceDialogs();
  return (
    <>
      <InvoicesPage launch={launch} />
      {dialogs}
    </>
  );
}
