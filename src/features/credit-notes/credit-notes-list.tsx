import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditNote } from '@generated/model/creditNote';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { creditNotesListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getCreditNoteColumns } from './credit-notes-columns';
import type { CreditNotesSearchValues } from './credit-notes-search';

type Props = {
  search: CreditNotesSearchValues;
  onSearchChange: (search: CreditNotesSearchValues) => void;
  /** The search keys of the filters in use above the list. */
  filterKeys: readonly string[];
  rowActions: (note: CreditNote) => ReactNode;
};

/**
 * The table of the credit notes list with its query (the customer page's tab shows it too). A
 * failed load is logged (spec 3 §8) and shown as the error state with retry: an empty list would
 * hide the failure.
 */
export const CreditNotesList = ({ search, onSearchChange, filterKeys, rowActions }: Props) => {
  const { t } = useTranslation(['credit-notes', 'lists']);
  const query = useQuery(creditNotesListQueryOptions(search));
  useEffect(() => {
    if (query.error) console.error('The credit notes could not be loaded.', query.error);
  }, [query.error]);
  const table = useListTable({
    listId: 'credit-notes',
    search,
    onSearchChange,
    query,
    rowsOf: (page) => page._embedded.creditNotes,
    filterKeys,
  });
  const columns = useMemo(() => getCreditNoteColumns(t), [t]);
  const hiddenColumns = useMemo(() => (search.debtorRef ? [CUSTOMER_COLUMN] : []), [search.debtorRef]);
  return (
    <DataTable
      {...table}
      label={t('title')}
      columns={columns}
      getRowId={(note) => note.id}
      emptyText={t('empty')}
      hiddenColumns={hiddenColumns}
      rowActions={rowActions}
    />
  );
};
