import { createFileRoute } from '@tanstack/react-router';
import { PaymentImportDialog } from '@/features/import/payment-import-dialog';
import { paymentsListQueryOptions } from '@/features/payments/api';
import { PaymentsPage } from '@/features/payments/payments-page';
import { PaymentsSearch } from '@/features/payments/payments-search';

export const Route = createFileRoute('/dashboard/transactions/payments/')({
  validateSearch: PaymentsSearch,
  loaderDeps: ({ search }) => search,
  // Starts the first page without waiting for it: the table shows skeleton rows, or its error
  // state with retry, while the query runs. The loader is split off with the screen's code.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(paymentsListQueryOptions(deps));
  },
  component: PaymentsWithImport,
});

function PaymentsWithImport() {
  return <PaymentsPage renderImport={(onClose) => <PaymentImportDialog opened onClose={onClose} />} />;
}
