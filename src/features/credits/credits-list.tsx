import { defineList, listQuery } from '@/components/list';
import type { CreditsSearchValues } from './credits-search';
import { creditsListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getCreditColumns } from './credits-columns';
import { statusLabelKey } from '@/components/status/status-sets';
import { creditCompletion } from '@/components/status/completion';

/** The credits list (the customer page's credits tab shows it too). */
export const creditsList = defineList({
  listId: 'credits',
  customerScope: (id) => ({ debitorRef: id }),
  ns: ['credits', 'lists'],
  query: (search: CreditsSearchValues) =>
    listQuery.paged(creditsListQueryOptions(search), (page) => page._embedded.credits),
  columns: getCreditColumns,
  texts: { empty: 'empty' },
  hiddenColumns: (search) => (search.debitorRef ? [CUSTOMER_COLUMN] : []),
  export: {
    name: 'credits',
    cells: () => ({
      creditStatus: { label: (row) => statusLabelKey('credit', row.creditStatus) },
      [CUSTOMER_COLUMN]: (row) => row.customer?.emailAddress,
      purpose: (row) => row.purpose,
      amount: { money: (row) => row.amount },
      createdDateTimeUTC: { date: (row) => row.createdDateTimeUTC },
      completion: (row) => `${creditCompletion[row.creditStatus]} %`,
    }),
    ids: { id: (row) => row.id, customerId: (row) => row.customer?.id },
  },
  // The selection and 'Export selection' (no actions of their own: no per-record call to make).
  bulk: {
    rowName: (row) => row.purpose ?? row.id,
    noun: 'credits:bulk.noun',
    amount: (row) => row.amount,
  },
});
