import type { ReactNode } from 'react';
import type { AnyListSearch, ListSearch } from '@/lib/list-search';
import type { ListConfig, ListNamespaces, ServerPage } from './list-config';
import { ListShell } from './list-shell';

/** What the customer's page gives each of its list tabs. */
export type CustomerTabProps = {
  debitorId: string;
  /** The tab's paging in the address. */
  search: ListSearch;
  onSearchChange: (search: ListSearch) => void;
};

type Paging = Pick<ListSearch, 'page' | 'size'>;

type Props<
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  Ns extends ListNamespaces,
  E,
> = Omit<CustomerTabProps, 'debitorId'> & {
  config: ListConfig<S, Page, Row, Ns, E>;
  /** The list's search for the tab's paging: the paging and the customer's key. */
  scope: (paging: Paging) => S;
  rowActions?: (row: Row) => ReactNode;
};

/**
 * An area's list on the customer's page: no filters, only the tab's paging in the address, the
 * list scoped to the customer (whose column the list's config hides then).
 */
export const CustomerListTab = <
  S extends AnyListSearch,
  Page extends ServerPage,
  Row extends { id: string },
  Ns extends ListNamespaces,
  E,
>({
  search,
  onSearchChange,
  scope,
  ...props
}: Props<S, Page, Row, Ns, E>) => (
  <ListShell
    {...props}
    search={scope({ page: search.page, size: search.size })}
    onSearchChange={({ page, size }) => onSearchChange({ page, size })}
  />
);
