import { createFileRoute } from '@tanstack/react-router';
import { listRoute, listLoader } from '@/lib/list-route';
import { PaymentImportDialog } from '@/features/import/payment-import-dialog';
import { paymentsListQueryOptions } from '@/features/payments/api';
import { PaymentsPage } from '@/features/payments/payments-page';
import { PaymentsSearch } from '@/features/payments/payments-search';

export const Route = createFileRoute('/dashboard/transactions/payments/')({
  ...listRoute(PaymentsSearch),
  loader: listLoader(paymentsListQueryOptions),
  component: PaymentsWithImport,
});

function PaymentsWithImport() {
  return <PaymentsPage renderImport={(onClose) => <PaymentImportDialog opened onClose={onClose} />} />;
}
