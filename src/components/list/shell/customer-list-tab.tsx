import { Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Debitor } from '@generated/model/debitor';
import type { AnyListSearch } from '@/lib/list-search';
import { CreateButton } from '../../create-button';
import type { ListConfig, ListRow } from './list-config';
import { ListShell } from './list-shell';
import { useListSearch } from './use-list-search';

type Props<Row extends ListRow, S extends AnyListSearch> = {
  config: ListConfig<Row, S>;
  customer: Debitor;
  /** A row menu made by the page where it needs what the page has (default: the config's). */
  rowActions?: (row: Row) => ReactNode;
};

/**
 * An area's list on the customer's page: no filters, the tab's paging in the address, the list
 * narrowed by the config's `customerScope` (whose customer column the config hides then), and
 * the config's 'new' button with the customer preset where it is offered there.
 */
export const CustomerListTab = <Row extends ListRow, S extends AnyListSearch>({
  config,
  customer,
  rowActions,
}: Props<Row, S>) => {
  const { t } = useTranslation(config.ns);
  const { search, setSearch } = useListSearch(config, { customer: customer.id });
  const [creating, setCreating] = useState(false);
  const list = (
    <ListShell
      config={config}
      search={search}
      onSearchChange={setSearch}
      filters={false}
      rowActions={rowActions}
      viewsMenu={false}
    />
  );
  const { create } = config;
  if (!create?.onCustomerTab) return list;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <CreateButton onClick={() => setCreating(true)}>{t(create.label)}</CreateButton>
      </Group>
      {list}
      {creating && <create.Dialog opened onClose={() => setCreating(false)} customer={customer} />}
    </Stack>
  );
};
