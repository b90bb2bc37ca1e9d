import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyListSearch } from '@/lib/list-search';
import { CreateButton } from '../../create-button';
import { PageHeader } from '../../page-header';
import type { ListConfig, ListRow } from './list-config';
import { ListShell } from './list-shell';
import { useListSearch } from './use-list-search';

/**
 * A list's whole page: its title ('title' of its texts) with the config's 'new' button, the list
 * with its filters and row menu, and the create dialog (also opened by `?action=new`, the
 * palette's 'new' entry).
 */
export const ListPage = <Row extends ListRow, S extends AnyListSearch>({
  config,
}: {
  config: ListConfig<Row, S>;
}) => {
  const { t } = useTranslation(config.ns);
  const { search, setSearch } = useListSearch(config);
  const [creating, setCreating] = useState(false);
  const { create } = config;
  const closeCreate = () => {
    setCreating(false);
    if (search.action) setSearch({ ...search, action: undefined });
  };
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')}>
        {create && <CreateButton onClick={() => setCreating(true)}>{t(create.label)}</CreateButton>}
      </PageHeader>
      <ListShell config={config} search={search} onSearchChange={setSearch} />
      {create && (creating || search.action === 'new') && <create.Dialog opened onClose={closeCreate} />}
    </Stack>
  );
};
