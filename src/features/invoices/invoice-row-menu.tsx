import type { Customer } from '@/entities/customer/customer';
import {
  IconBan,
  IconCheck,
  IconClockHour4,
  IconDownload,
  IconEdit,
  IconFileSearch,
  IconReceiptRefund,
  IconTrash,
  IconWriting,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { ActionMenuItems, RowActionMenu, type RowAction } from '@/components/data-table/row-action-menu';
import { invoiceCustomerQueryOptions } from './api';
import { invoiceActions, type InvoiceAction } from './invoice-actions';

const icons: Record<InvoiceAction, ReactNode> = {
  edit: <IconEdit size={16} />,
  cancel: <IconBan size={16} />,
  correct: <IconWriting size={16} />,
  delete: <IconTrash size={16} />,
  completeRefund: <IconReceiptRefund size={16} />,
  finalize: <IconCheck size={16} />,
  downloadPdf: <IconDownload size={16} />,
  events: <IconClockHour4 size={16} />,
  details: <IconFileSearch size={16} />,
};

const RED: readonly InvoiceAction[] = ['cancel', 'delete'];

type Props = {
  invoice: Invoice;
  label: string;
  /** A chosen action, with the customer as loaded (undefined when it could not be loaded). */
  onAction: (action: InvoiceAction, invoice: Invoice, customer: Customer | undefined) => void;
};

/**
 * The entries of an invoice's menu, mounted while the menu is open. The invoice's customer is
 * fetched by id when the menu first opens, and the actions appear once it has loaded (spec 3 §4);
 * a customer that cannot be loaded does not hold the menu back.
 */
const InvoiceMenuItems = ({ invoice, onAction }: Omit<Props, 'label'>) => {
  const { t } = useTranslation('invoices');
  const customerId = invoice.debitor?.id;
  const customer = useQuery(invoiceCustomerQueryOptions(customerId));
  const loading = Boolean(customerId) && customer.isPending;
  const paymentMethod = invoice.paymentMethod ?? customer.data?.paymentMethod;

  const actions: RowAction[] = loading
    ? [{ key: 'loading', label: t('actions.loading'), disabled: true, onClick: () => undefined }]
    : invoiceActions({ ...invoice, paymentMethod }).map(({ action, disabledReason }) => ({
        key: action,
        label: t(`actions.${action}`),
        icon: icons[action],
        color: RED.includes(action) && !disabledReason ? 'red' : undefined,
        disabled: Boolean(disabledReason),
        hint: disabledReason && t(`actions.${disabledReason}`),
        onClick: () => onAction(action, invoice, customer.data),
      }));

  return <ActionMenuItems actions={actions} />;
};

/** The menu of an invoice row; its entries (and the customer they depend on) load when it opens. */
export const InvoiceRowMenu = ({ invoice, label, onAction }: Props) => (
  <RowActionMenu label={label}>
    <InvoiceMenuItems invoice={invoice} onAction={onAction} />
  </RowActionMenu>
);
