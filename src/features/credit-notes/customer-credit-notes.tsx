import type { ListSearch } from '@/lib/list-search';
import { CreditNotesList } from './credit-notes-list';
import { useCreditNoteActions } from './use-credit-note-actions';

type Props = {
  debitorId: string;
  /** The tab's paging in the address. */
  search: ListSearch;
  onSearchChange: (search: ListSearch) => void;
};

const noFilters: string[] = [];

/** The credit notes of one customer, for the customer's page: the list without its customer column. */
export const CustomerCreditNotes = ({ debitorId, search, onSearchChange }: Props) => {
  const menu = useCreditNoteActions();
  return (
    <CreditNotesList
      search={{ page: search.page, size: search.size, debtorRef: debitorId }}
      onSearchChange={({ page, size }) => onSearchChange({ page, size })}
      filterKeys={noFilters}
      rowActions={menu}
    />
  );
};
