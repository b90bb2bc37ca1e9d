import { Button, Card, Stack } from '@mantine/core';
import { IconListDetails, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentClient } from '@generated/model/agentClient';
import { ListShell, actionTable, useListSearch } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { AgentFlagSwitch } from './agent-flag-switch';
import { clientsList } from './agent-lists';
import { InviteClientDialog } from './invite-client-dialog';
import { RemoveClientDialog } from './remove-client-dialog';

/** /dashboard/connected-accounts (spec 1 §2): the agent's client companies. */
export const ConnectedAccountsPage = () => {
  const { t } = useTranslation('agent');
  const { search, setSearch } = useListSearch(clientsList);
  const navigate = useNavigate();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<AgentClient | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader title={t('clients.title')}>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
          {t('invite.open')}
        </Button>
      </PageHeader>
      <Card withBorder padding="md" radius="md">
        <AgentFlagSwitch />
      </Card>
      <ListShell
        config={clientsList}
        search={search}
        onSearchChange={setSearch}
        rowActions={(client) => (
          <actionTable.Menu
            label={client.name}
            actions={[
              {
                key: 'payments',
                label: t('clients.payments'),
                icon: <IconListDetails size={16} />,
                onClick: () =>
                  void navigate({
                    to: '/dashboard/connected-accounts/transactions',
                    search: { client: client.name },
                  }),
              },
              {
                key: 'remove',
                label: t('clients.remove'),
                icon: <IconTrash size={16} />,
                color: 'red',
                onClick: () => setRemoving(client),
              },
            ]}
          />
        )}
      />
      <InviteClientDialog opened={inviting} onClose={() => setInviting(false)} />
      <RemoveClientDialog client={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
};
