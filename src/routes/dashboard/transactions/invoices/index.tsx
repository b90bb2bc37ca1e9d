import { createFileRoute } from '@tanstack/react-router';
import { useInvoiceDialogs } from '@/features/invoice-editor/use-invoice-dialogs';
import { invoicesListQueryOptions } from '@/features/invoices/api';
import { InvoicesPage } from '@/features/invoices/invoices-page';
import { InvoicesSearch } from '@/features/invoices/invoices-search';

export const Route = createFileRoute('/dashboard/transactions/invoices/')({
  validateSearch: InvoicesSearch,
  loaderDeps: ({ search }) => search,
  // Starts the first page without waiting for it: the table shows skeleton rows meanwhile.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(invoicesListQueryOptions(deps));
  },
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
