import { defineList, listQuery } from '@/components/list';
import { PaymentsSearch, type PaymentsSearchValues } from './payments-search';
import { paymentsListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getPaymentColumns } from './payments-columns';
import { statusLabelKey } from '@/components/status/status-sets';
import { paymentCompletion } from '@/components/status/completion';
import { customerName } from './payment-customer';
import { paymentsBulk } from './payment-bulk';
import { paymentViews } from './payments-views';
import { paymentFilters } from './payments-filters';
import { usePaymentActions } from './use-payment-actions';

const inList = { inDetailView: false };

/** The payments list (the customer page's payments tab shows it too). */
export const paymentsList = defineList({
  listId: 'payments',
  ns: ['payments', 'lists'],
  search: PaymentsSearch,
  filters: paymentFilters,
  // Its action table's rules per state, its dialogs and calls.
  rowMenu: { useMenu: () => usePaymentActions(inList) },
  customerScope: (id) => ({ debitorId: id }),
  query: (search: PaymentsSearchValues) =>
    listQuery.paged(paymentsListQueryOptions(search), (page) => page._embedded.payments),
  columns: getPaymentColumns,
  texts: { empty: 'no payments linked', newRows: 'views.newRows' },
  views: paymentViews,
  hiddenColumns: (search) => (search.debitorId ? [CUSTOMER_COLUMN] : []),
  export: {
    name: 'payments',
    cells: (t) => ({
      state: { label: (row) => statusLabelKey('payment', row.state) },
      [CUSTOMER_COLUMN]: (row) => {
        const { name, deleted } = customerName(row.debitor);
        return deleted ? `${name} ${t('customer deleted', { ns: 'payments' })}` : name;
      },
      purpose: (row) => row.purpose,
      amount: { money: (row) => row.amount },
      paymentMethod: (row) => row.paymentMethod && t(`payments:method.${row.paymentMethod}`),
      createdDateTimeUTC: { date: (row) => row.createdDateTimeUTC },
      completion: (row) => `${paymentCompletion[row.state]} %`,
    }),
    ids: { id: (row) => row.id, customerId: (row) => row.debitorRef },
  },
  bulk: paymentsBulk,
});
