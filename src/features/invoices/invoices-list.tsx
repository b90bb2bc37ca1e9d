import { defineList } from '@/components/list-shell/list-config';
import { invoicesListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getInvoiceColumns } from './invoices-columns';

/** The invoices list; the customer page's tab shows it too. */
export const invoicesList = defineList({
  listId: 'invoices',
  ns: ['invoices', 'lists'],
  query: invoicesListQueryOptions,
  rowsOf: (page) => page._embedded.invoices,
  columns: getInvoiceColumns,
  texts: { empty: 'empty' },
  hiddenColumns: (search) => (search.debitorRef ? [CUSTOMER_COLUMN] : []),
});
