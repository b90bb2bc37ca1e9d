import { defineList } from '@/components/list-shell/list-config';
import { customersListQueryOptions } from './api';
import { getCustomerColumns } from './customers-columns';

/** The customer list (spec 3 §2.4). */
export const customersList = defineList({
  listId: 'customers',
  ns: 'debitors',
  query: customersListQueryOptions,
  rowsOf: (page) => page._embedded.debitors,
  columns: getCustomerColumns,
  texts: { empty: 'no debtors', filteredEmpty: 'no results for your debtor search' },
});
