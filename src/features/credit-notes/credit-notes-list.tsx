import { defineList, listQuery } from '@/components/list';
import { CreditNotesSearch, type CreditNotesSearchValues } from './credit-notes-search';
import { creditNoteFilters } from './credit-notes-filters';
import { useCreditNoteActions } from './use-credit-note-actions';
import { creditNotesListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getCreditNoteColumns } from './credit-notes-columns';
import { statusLabelKey } from '@/components/status/status-sets';
import { summaryName } from '@/entities/customer/summary-name';

/** The credit notes list (the customer page's tab shows it too). A failed load is logged (spec 3 §8) and shown as the error state with retry: an empty list would hide the failure. */
export const creditNotesList = defineList({
  listId: 'credit-notes',
  ns: ['credit-notes', 'lists'],
  search: CreditNotesSearch,
  filters: creditNoteFilters,
  rowMenu: { useMenu: () => ({ menu: useCreditNoteActions() }) },
  customerScope: (id) => ({ debtorRef: id }),
  query: (search: CreditNotesSearchValues) =>
    listQuery.paged(creditNotesListQueryOptions(search), (page) => page._embedded.creditNotes),
  columns: getCreditNoteColumns,
  texts: { empty: 'empty' },
  hiddenColumns: (search) => (search.debtorRef ? [CUSTOMER_COLUMN] : []),
  errorLog: 'The credit notes could not be loaded.',
  export: {
    name: 'credit-notes',
    cells: () => ({
      status: { label: (row) => statusLabelKey('creditNote', row.status) },
      [CUSTOMER_COLUMN]: (row) => summaryName(row.debtor),
      total: { money: (row) => row.total },
      createdDateTimeUTC: { date: (row) => row.createdDateTimeUTC },
      invoiceNumber: (row) => row.invoiceNumber,
    }),
    ids: { id: (row) => row.id, customerId: (row) => row.debtor?.id },
  },
  // The selection and 'Export selection' (no actions of their own: no per-record call to make).
  bulk: {
    rowName: (row) => row.invoiceNumber ?? row.id,
    noun: 'credit-notes:bulk.noun',
    amount: (row) => row.total,
  },
});
