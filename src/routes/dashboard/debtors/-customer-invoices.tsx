import { useInvoiceDialogs } from '@/features/invoice-editor/use-invoice-dialogs';
import { CustomerInvoices } from '@/features/invoices/customer-invoices';
import type { ListSearch } from '@/lib/list-search';

type Props = { debitorId: string; search: ListSearch; onSearchChange: (search: ListSearch) => void };

/** The customer page's invoices tab: the customer's invoices, with the invoice dialogs. */
export const CustomerInvoicesTab = (props: Props) => {
  const { launch, dialogs } = useInvoiceDialogs();
  return (
    <>
      <CustomerInvoices {...props} launch={launch} />
      {dialogs}
    </>
  );
};
