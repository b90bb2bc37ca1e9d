import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { ListShell, actionTable, useListSearch } from '@/components/list';
import { apiKeysList } from './api-keys-list';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@generated/model/apiKey';
import { PageIntro } from '@/components/page-header';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { DeleteApiKeyDialog } from './delete-api-key-dialog';

const noAddress = {};

/** /dashboard/developer/api (spec 3 §2.7): the company's API keys, by name and prefix. */
export const ApiKeysPage = () => {
  const { t } = useTranslation('developer');
  const { search, setSearch } = useListSearch(apiKeysList, { outside: noAddress });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <PageIntro title={t('apiKeys.title')} intro={t('apiKeys.intro')} />
        <Button leftSection={<IconKey size={16} />} onClick={() => setCreating(true)}>
          {t('apiKeys.createTitle')}
        </Button>
      </Group>
      <ListShell
        config={apiKeysList}
        search={search}
        onSearchChange={setSearch}
        rowActions={(key) => (
          <actionTable.Menu
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
