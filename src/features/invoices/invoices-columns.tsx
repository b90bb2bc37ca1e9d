import type { TFunction } from 'i18next';
import type { Invoice } from '@generated/model/invoice';
import { listColumns } from '@/components/list';
import { formatDate, formatMoney } from '@/lib/format';
import { InvoiceStatusCell } from './conflict-status';
import { invoiceCustomerName } from './invoice-customer';

const column = listColumns.helper<Invoice>();

export const CUSTOMER_COLUMN = 'customer';

/** The invoices list's columns (spec 3 §2.4). */
export const getInvoiceColumns = (t: TFunction<['invoices', 'lists']>) =>
  column.columns([
    column.accessor('status', {
      header: t('invoices:columns.status'),
      meta: { card: 'status', nowrap: true },
      cell: (info) => <InvoiceStatusCell invoice={info.row.original} />,
    }),
    column.accessor('debitor', {
      id: CUSTOMER_COLUMN,
      header: t('invoices:columns.customer'),
      meta: { card: 'title' },
      cell: (info) => {
        const { name, deleted } = invoiceCustomerName(info.getValue());
        return (
          <listColumns.Lines strong secondary={!deleted && info.getValue()?.emailAddress}>
            {name}
            {deleted && ` ${t('customer deleted')}`}
          </listColumns.Lines>
        );
      },
    }),
    column.accessor('total', {
      header: t('invoices:columns.total'),
      meta: { card: 'amount', align: 'right', nowrap: true },
      cell: (info) => (
        <listColumns.Text strong nowrap>
          {formatMoney(info.getValue())}
        </listColumns.Text>
      ),
    }),
    column.accessor('createdDateTimeUTC', {
      header: t('invoices:columns.created'),
      meta: { card: 'date', nowrap: true },
      cell: (info) => formatDate(info.getValue()),
    }),
    column.accessor('invoiceNumber', {
      header: t('invoices:columns.invoiceNumber'),
      meta: { card: 'subtitle', nowrap: true },
      cell: (info) => info.getValue() ?? '--',
    }),
    column.accessor('invoiceType', {
      header: t('invoices:columns.invoiceType'),
      cell: (info) => t(`invoices:type.${info.getValue()}`),
    }),
  ]);
