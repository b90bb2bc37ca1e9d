import type { ListSearch } from '@/lib/list-search';
import type { InvoiceLaunchers } from './invoice-launchers';
import { InvoicesList } from './invoices-list';
import { useInvoiceActions } from './use-invoice-actions';

type Props = {
  debitorId: string;
  /** The tab's paging in the address. */
  search: ListSearch;
  onSearchChange: (search: ListSearch) => void;
  launch: InvoiceLaunchers;
};

const noFilters: string[] = [];

/** The invoices of one customer, for the customer's page: the list without its customer column. */
export const CustomerInvoices = ({ debitorId, search, onSearchChange, launch }: Props) => {
  const actions = useInvoiceActions(launch);
  return (
    <>
      <InvoicesList
        search={{ page: search.page, size: search.size, debitorRef: debitorId }}
        onSearchChange={({ page, size }) => onSearchChange({ page, size })}
        filterKeys={noFilters}
        rowActions={actions.menu}
      />
      {actions.dialogs}
    </>
  );
};
