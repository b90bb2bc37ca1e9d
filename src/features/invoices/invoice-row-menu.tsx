import type { Customer } from '@/entities/customer/customer';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { actionTable } from '@/components/list';
import { invoiceCustomerQueryOptions } from './api';
import { invoiceActionTable } from './invoice-action-table';
import type { InvoiceAction } from './invoice-actions';

type Props = {
  invoice: Invoice;
  label: string;
  /** A chosen action, with the customer as loaded (undefined when it could not be loaded). */
  onAction: (action: InvoiceAction, invoice: Invoice, customer: Customer | undefined) => void;
};

/**
 * The entries of an invoice's menu (the invoices' action table), mounted while the menu is open.
 * The invoice's customer is fetched by id when the menu first opens, and the actions appear once it
 * has loaded (spec 3 §4): a direct-debit customer's invoice shows cancel disabled until it is paid.
 * A customer that cannot be loaded does not hold the menu back.
 */
const InvoiceMenuItems = ({ invoice, onAction }: Omit<Props, 'label'>) => {
  const { t } = useTranslation('invoices');
  const customerId = invoice.debitor?.id;
  const customer = useQuery(invoiceCustomerQueryOptions(customerId));
  const loading = Boolean(customerId) && customer.isPending;
  const paymentMethod = invoice.paymentMethod ?? customer.data?.paymentMethod;

  const actions: actionTable.MenuEntry[] = loading
    ? [{ key: 'loading', label: t('actions.loading'), disabled: true, onClick: () => undefined }]
    : actionTable.menu(
        invoiceActionTable,
        { ...invoice, paymentMethod },
        { label: t, onSelect: (action) => onAction(action, invoice, customer.data) },
      );

  return <actionTable.MenuItems actions={actions} />;
};

/** The menu of an invoice row; its entries (and the customer they depend on) load when it opens. */
export const InvoiceRowMenu = ({ invoice, label, onAction }: Props) => (
  <actionTable.Menu label={label}>
    <InvoiceMenuItems invoice={invoice} onAction={onAction} />
  </actionTable.Menu>
);
