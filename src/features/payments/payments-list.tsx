import { defineList } from '@/components/list-shell/list-config';
import { paymentsListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getPaymentColumns } from './payments-columns';

/** The payments list (the customer page's payments tab shows it too). */
export const paymentsList = defineList({
  listId: 'payments',
  ns: ['payments', 'lists'],
  query: paymentsListQueryOptions,
  rowsOf: (page) => page._embedded.payments,
  columns: getPaymentColumns,
  texts: { empty: 'no payments linked' },
  hiddenColumns: (search) => (search.debitorId ? [CUSTOMER_COLUMN] : []),
});
