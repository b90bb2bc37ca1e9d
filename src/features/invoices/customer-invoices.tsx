import type { Customer } from '@/entities/customer/customer';
import { CustomerListTab } from '@/components/list';
import type { InvoiceLaunchers } from './invoice-launchers';
import { invoicesList } from './invoices-list';
import { useInvoiceActions } from './use-invoice-actions';

type Props = { customer: Customer; launch: InvoiceLaunchers };

/** The invoices of one customer, for the customer's page: the list without its customer column. */
export const CustomerInvoices = ({ customer, launch }: Props) => {
  const actions = useInvoiceActions(launch);
  return (
    <>
      <CustomerListTab config={invoicesList} customer={customer} rowActions={actions.menu} />
      {actions.dialogs}
    </>
  );
};
