import { Button, Card, Stack } from '@mantine/core';
import { IconListDetails, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentClient } from '@generated/model/agentClient';
import { DataTable } from '@/components/data-table/data-table';
import { RowActionMenu } from '@/components/data-table/row-action-menu';
import { useListTable } from '@/components/data-table/use-list-table';
import { PageHeader } from '@/components/page-header';
import { AgentFlagSwitch } from './agent-flag-switch';
import { CLIENT_PAGE_SIZE, CLIENT_PAGE_SIZES, type ClientsSearchValues } from './agent-search';
import { agentClientsQueryOptions } from './api';
import { getClientColumns } from './clients-columns';
import { InviteClientDialog } from './invite-client-dialog';
import { RemoveClientDialog } from './remove-client-dialog';

const route = getRouteApi('/dashboard/connected-accounts/');
const NO_FILTERS: readonly string[] = [];

/** /dashboard/connected-accounts (spec 1 §2): the agent's client companies. */
export const ConnectedAccountsPage = () => {
  const { t } = useTranslation('agent');
  const search = route.useSearch();
  const navigateList = route.useNavigate();
  const navigate = useNavigate();
  const setSearch = (next: ClientsSearchValues) => void navigateList({ search: next });
  const query = useQuery(agentClientsQueryOptions(search));
  const table = useListTable({
    listId: 'connected-accounts',
    search,
    onSearchChange: setSearch,
    query,
    rowsOf: (page) => page._embedded.agentClients,
    filterKeys: NO_FILTERS,
    defaultPageSize: CLIENT_PAGE_SIZE,
    pageSizes: CLIENT_PAGE_SIZES,
  });
  const columns = useMemo(() => getClientColumns(t), [t]);
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
      <DataTable
        {...table}
        label={t('clients.title')}
        columns={columns}
        getRowId={(client) => client.id}
        pageSizes={CLIENT_PAGE_SIZES}
        emptyText={t('clients.empty')}
        rowActions={(client) => (
          <RowActionMenu
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
