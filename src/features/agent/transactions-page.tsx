import { Button, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { formatCount } from '@/lib/format';
import { transactionsList } from './agent-lists';
import { ListShell, useListSearch } from '@/components/list';
import { isPartialClientPage } from './client-page';
import { clientTransactionsQueryOptions } from './api';

const FILTER_KEYS = ['client'] as const;

/** /dashboard/connected-accounts/transactions (spec 1 §2): the clients' payments, newest first. */
export const ClientTransactionsPage = () => {
  const { t, i18n } = useTranslation('agent');
  const { search, setSearch } = useListSearch(transactionsList);
  // The client's view reads the newest transactions of all clients (client-page.ts): the same
  // query as the list's, read here for whether its total is a lower bound.
  const clientQuery = useQuery({
    ...clientTransactionsQueryOptions(search, search.client ?? ''),
    enabled: Boolean(search.client),
  });
  // Only a client's view reads a bounded slice of all clients' transactions (see client-page.ts).
  const partial = clientQuery.data && isPartialClientPage(clientQuery.data) ? clientQuery.data : undefined;
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <Stack gap="lg">
      <PageHeader title={t('transactions.title')} />
      {search.client && (
        <Group gap="sm" data-testid="client-filter">
          <Text size="sm">{t('transactions.clientFilter', { client: search.client })}</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconX size={14} />}
            onClick={() => setSearch({ ...search, client: undefined, page: undefined })}
          >
            {t('transactions.allClients')}
          </Button>
        </Group>
      )}
      {search.client && partial && (
        <Text size="sm" c="dimmed" data-testid="client-partial">
          {t('transactions.clientAtLeast', {
            count: partial.page.totalElements,
            total: formatCount(partial.page.totalElements, language),
            read: formatCount(partial.read, language),
            client: search.client,
          })}
        </Text>
      )}
      <ListShell
        config={transactionsList}
        search={search}
        onSearchChange={setSearch}
        filterKeys={FILTER_KEYS}
      />
    </Stack>
  );
};
