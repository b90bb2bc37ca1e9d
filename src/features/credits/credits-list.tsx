import type { TFunction } from 'i18next';
import type { Credit } from '@generated/model/credit';
import { actionTable, defineList, listFilters, listQuery } from '@/components/list';
import { creditCompletion } from '@/components/status/completion';
import { statusLabelKey } from '@/components/status/status-sets';
import { creditsListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getCreditColumns } from './credits-columns';
import { CreditsSearch, creditStatuses, type CreditsSearchValues } from './credits-search';
import { CreateCreditDialog } from './create-credit-dialog';
import { CreditEventsDialog } from './credit-events-dialog';

/** A credit's menu: its events and its page (on its page, its events only). */
export const creditMenu = actionTable.detailsMenu<Credit>({
  label: (credit) => credit.purpose ?? credit.id,
  details: (credit, navigate) =>
    void navigate({ to: '/dashboard/transactions/credits/$id', params: { id: credit.id } }),
  Events: CreditEventsDialog,
});

/** The credits list (spec 3 §2.4; the customer page's credits tab shows it too). */
export const creditsList = defineList({
  listId: 'credits',
  ns: ['credits', 'lists'],
  search: CreditsSearch,
  query: (search: CreditsSearchValues) =>
    listQuery.paged(creditsListQueryOptions(search), (page) => page._embedded.credits),
  // Search, states and dates (spec 3 §5).
  filters: (t: TFunction<['credits', 'lists']>): listFilters.Def<CreditsSearchValues>[] => [
    { kind: 'search', placeholder: t('searchPlaceholder') },
    listFilters.states(t, 'statuses', 'credit', creditStatuses),
    { kind: 'dates' },
  ],
  columns: getCreditColumns,
  rowMenu: creditMenu,
  customerScope: (id) => ({ debitorRef: id }),
  create: { label: 'create.open', Dialog: CreateCreditDialog, onCustomerTab: true },
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
