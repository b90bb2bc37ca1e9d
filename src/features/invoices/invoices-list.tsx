import type { TFunction } from 'i18next';
import { defineList, listQuery } from '@/components/list';
import { InvoicesSearch, type InvoicesSearchValues } from './invoices-search';
import { invoiceFilters } from './invoices-filters';
import { invoicesListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getInvoiceColumns } from './invoices-columns';
import { statusLabelKey } from '@/components/status/status-sets';
import { invoiceCustomerName } from './invoice-customer';
import { invoicesBulk } from './invoice-bulk';
import { invoiceViews } from './invoices-views';

/** The invoices list; the customer page's tab shows it too. */
export const invoicesList = defineList({
  listId: 'invoices',
  ns: ['invoices', 'lists'],
  search: InvoicesSearch,
  filters: invoiceFilters,
  // The row menu needs the invoice dialogs the route gives (launchers): the page passes it.
  customerScope: (id) => ({ debitorRef: id }),
  query: (search: InvoicesSearchValues) =>
    listQuery.paged(invoicesListQueryOptions(search), (page) => page._embedded.invoices),
  columns: getInvoiceColumns,
  texts: { empty: 'empty', newRows: 'views.newRows' },
  views: invoiceViews,
  hiddenColumns: (search) => (search.debitorRef ? [CUSTOMER_COLUMN] : []),
  export: {
    name: 'invoices',
    cells: (t: TFunction<['invoices', 'lists']>) => ({
      status: { label: (row) => statusLabelKey('invoice', row.status) },
      [CUSTOMER_COLUMN]: (row) => {
        const { name, deleted } = invoiceCustomerName(row.debitor);
        return deleted ? `${name} ${t('customer deleted')}` : name;
      },
      total: { money: (row) => row.total },
      createdDateTimeUTC: { date: (row) => row.createdDateTimeUTC },
      invoiceNumber: (row) => row.invoiceNumber,
      invoiceType: (row) => t(`invoices:type.${row.invoiceType}`),
    }),
    ids: { id: (row) => row.id, customerId: (row) => row.debitor?.id, paymentId: (row) => row.paymentId },
  },
  bulk: invoicesBulk,
});
