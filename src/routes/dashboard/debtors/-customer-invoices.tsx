import { useInvoiceDialogs } from '@/features/invoice-editor/use-invoice-dialogs';
import { CustomerInvoices } from '@/features/invoices/customer-invoices';
import type { Customer } from '@/entities/customer/customer';

type Props = { customer: Customer };

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
