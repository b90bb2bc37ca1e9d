import type { ReactNode } from 'react';
import type { AnyListSearch, ListSearch } from '@/lib/list-search';
import type { ListConfig, ListRow } from './list-config';
import { ListShell } from './list-shell';

/** What the customer's page gives each of its list tabs. */
export type CustomerTabProps = {
  debitorId: string;
  /** The tab's paging in the address. */
  search: ListSearch;
  onSearchChange: (search: ListSearch) => void;
};

type Paging = Pick<ListSearch, 'page' | 'size'>;

type Props<Row extends ListRow, S extends AnyListSearch> = Omit<CustomerTabProps, 'debitorId'> & {
  config: ListConfig<Row, S>;
  /** The list's search for the tab's paging: the paging and the customer's key. */
  scope: (paging: Paging) => S;
  rowActions?: (row: Row) => ReactNode;
};

/**
 * An area's list on the customer's page: no filters, only the tab's paging in the address, the
 * list scoped to the customer (whose column the list's config hides then).
 */
export const CustomerListTab = <Row extends ListRow, S extends AnyListSearch>({
  search,
  onSearchChange,
  scope,
  ...props
}: Props<Row, S>) => (
  <ListShell
    {...props}
    viewsMenu={false}
    search={scope({ page: search.page, size: search.size })}
    onSearchChange={({ page, size }) => onSearchChange({ page, size })}
  />
);
