import { Button, Code, Group, Stack } from '@mantine/core';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@generated/model/apiKey';
import { PageIntro } from '@/components/page-header';
import { DataTable } from '@/components/data-table/data-table';
import { createDataColumnHelper } from '@/components/data-table/features';
import { RowActionMenu } from '@/components/data-table/row-action-menu';
import { apiKeysQueryOptions } from '../api';
import { useClientPages } from '@/components/data-table/use-client-pages';
import { queryTableState } from '@/components/data-table/query-table-state';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { DeleteApiKeyDialog } from './delete-api-key-dialog';

const column = createDataColumnHelper<ApiKey>();

/** /dashboard/developer/api (spec 3 §2.7): the company's API keys, by name and prefix. */
export const ApiKeysPage = () => {
  const { t } = useTranslation('developer');
  const query = useQuery(apiKeysQueryOptions());
  const pages = useClientPages(query.data);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', { header: t('apiKeys.name'), meta: { card: 'title' } }),
        column.accessor('prefix', {
          header: t('apiKeys.prefix'),
          meta: { card: 'subtitle' },
          cell: (info) => <Code>{info.getValue()}</Code>,
        }),
      ]),
    [t],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <PageIntro title={t('apiKeys.title')} intro={t('apiKeys.intro')} />
        <Button leftSection={<IconKey size={16} />} onClick={() => setCreating(true)}>
          {t('apiKeys.createTitle')}
        </Button>
      </Group>
      <DataTable
        label={t('apiKeys.title')}
        columns={columns}
        getRowId={(key) => key.prefix}
        {...pages}
        {...queryTableState(query)}
        emptyText={t('apiKeys.empty')}
        filtered={false}
        rowActions={(key) => (
          <RowActionMenu
            label={key.name}
            actions={[
              {
                key: 'delete',
                label: t('apiKeys.delete'),
                icon: <IconTrash size={16} />,
                color: 'red',
                onClick: () => setDeleting(key),
              },
            ]}
          />
        )}
      />
      <CreateApiKeyDialog opened={creating} onClose={() => setCreating(false)} />
      <DeleteApiKeyDialog apiKey={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
};
