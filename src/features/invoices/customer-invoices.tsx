import { CustomerListTab, type CustomerTabProps } from '@/components/list';
import type { InvoiceLaunchers } from './invoice-launchers';
import { invoicesList } from './invoices-list';
import { useInvoiceActions } from './use-invoice-actions';

type Props = CustomerTabProps & { launch: InvoiceLaunchers };

/** The invoices of one customer, for the customer's page: the list without its customer column. */
export const CustomerInvoices = ({ debitorId: customerId, launch, ...tab }: Props) => {
  const actions = useInvoiceActions(launch);
  return (
    <>
      <CustomerListTab
        {...tab}
        config={invoicesList}
        scope={(paging) => ({ ...paging, debitorRef: customerId })}
        rowActions={actions.menu}
      />
      {actions.dialogs}
    </>
  );
};
