import type { TrackedTransactionList } from '@generated/model/trackedTransactionList';
import { defineList, listQuery } from '@/components/list';
import { paymentCompletion } from '@/components/status/completion';
import { statusLabelKey } from '@/components/status/status-sets';
import {
  CLIENT_PAGE_SIZES,
  ClientsSearch,
  TRANSACTION_PAGE_SIZES,
  TransactionsSearch,
  toTransactionListParams,
  type ClientsSearchValues,
  type TransactionsSearchValues,
} from './agent-search';
import {
  agentClientsQueryOptions,
  clientTransactionsQueryOptions,
  trackedTransactionsQueryOptions,
} from './api';
import { clientPage } from './client-page';
import { getClientColumns } from './clients-columns';
import { getTransactionColumns } from './transactions-columns';

/** The agent's client companies (spec 1 §2): five a page first. */
export const clientsList = defineList({
  listId: 'connected-accounts',
  ns: 'agent',
  search: ClientsSearch,
  query: (search: ClientsSearchValues) =>
    listQuery.paged(agentClientsQueryOptions(search), (page) => page._embedded.agentClients),
  pageSizes: CLIENT_PAGE_SIZES,
  columns: getClientColumns,
  texts: { label: 'clients.title', empty: 'clients.empty' },
  export: {
    name: 'connected-accounts',
    cells: () => ({
      name: (row) => row.name,
      active: { label: (row) => statusLabelKey('activity', row.active ? 'ACTIVE' : 'INACTIVE') },
    }),
    ids: { id: (row) => row.id },
  },
});

const clientRows = (list: TrackedTransactionList, client: string, search: TransactionsSearchValues) => {
  const page = clientPage(list, client, toTransactionListParams(search));
  return { rows: page._embedded.trackedTransactions, total: page.page.totalElements };
};

/** The clients' payments (spec 1 §2), newest first, or one client's (paged here, client-page.ts). */
export const transactionsList = defineList({
  listId: 'connected-account-transactions',
  ns: 'agent',
  search: TransactionsSearch,
  query: (search: TransactionsSearchValues) => {
    const { client } = search;
    return client
      ? listQuery.answer(clientTransactionsQueryOptions(search, client), (list) =>
          clientRows(list, client, search),
        )
      : listQuery.paged(
          trackedTransactionsQueryOptions(search),
          (page) => page._embedded.trackedTransactions,
        );
  },
  pageSizes: TRANSACTION_PAGE_SIZES,
  columns: getTransactionColumns,
  texts: {
    label: 'transactions.title',
    empty: 'transactions.empty',
    filteredEmpty: 'transactions.emptyForClient',
  },
  export: {
    name: 'connected-account-payments',
    cells: () => ({
      state: { label: (row) => statusLabelKey('payment', row.state) },
      agentClientCompanyName: (row) => row.agentClientCompanyName,
      debitor: (row) =>
        [[row.debitor?.firstName, row.debitor?.lastName].filter(Boolean).join(' '), row.debitor?.emailAddress]
          .filter(Boolean)
          .join(', '),
      purpose: (row) => row.purpose,
      amount: { money: (row) => row.amount },
      createdDateTimeUTC: { date: (row) => row.createdDateTimeUTC },
      completion: (row) => `${paymentCompletion[row.state]} %`,
    }),
    ids: { id: (row) => row.id },
  },
});
