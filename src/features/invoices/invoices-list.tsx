import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@generated/model/invoice';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { invoicesListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getInvoiceColumns } from './invoices-columns';
import type { InvoicesSearchValues } from './invoices-search';

type Props = {
  search: InvoicesSearchValues;
  onSearchChange: (search: InvoicesSearchValues) => void;
  /** The search keys of the filters in use above the list. */
  filterKeys: readonly string[];
  rowActions: (invoice: Invoice) => ReactNode;
};

/** The table of the invoices list with its query; the customer page's tab shows it too. */
export const InvoicesList = ({ search, onSearchChange, filterKeys, rowActions }: Props) => {
  const { t } = useTranslation(['invoices', 'lists']);
  const query = useQuery(invoicesListQueryOptions(search));
  const table = useListTable({
    listId: 'invoices',
    search,
    onSearchChange,
    query,
    rowsOf: (page) => page._embedded.invoices,
    filterKeys,
  });
  const columns = useMemo(() => getInvoiceColumns(t), [t]);
  const hiddenColumns = useMemo(() => (search.debitorRef ? [CUSTOMER_COLUMN] : []), [search.debitorRef]);
  return (
    <DataTable
      {...table}
      label={t('title')}
      columns={columns}
      getRowId={(invoice) => invoice.id}
      emptyText={t('empty')}
      hiddenColumns={hiddenColumns}
      rowActions={rowActions}
    />
  );
};
