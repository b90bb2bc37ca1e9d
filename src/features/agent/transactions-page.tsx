import { Button, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { PageHeader } from '@/components/page-header';
import { formatCount } from '@/lib/format';
import { TRANSACTION_PAGE_SIZE, TRANSACTION_PAGE_SIZES, type TransactionsSearchValues } from './agent-search';
import { isPartialClientPage } from './client-page';
import { clientTransactionsQueryOptions, trackedTransactionsQueryOptions } from './api';
import { getTransactionColumns } from './transactions-columns';

const route = getRouteApi('/dashboard/connected-accounts/transactions');
const FILTER_KEYS = ['client'] as const;

/** /dashboard/connected-accounts/transactions (spec 1 §2): the clients' payments, newest first. */
export const ClientTransactionsPage = () => {
  const { t, i18n } = useTranslation('agent');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (next: TransactionsSearchValues) => void navigate({ search: next });
  const query = useQuery(
    search.client
      ? clientTransactionsQueryOptions(search, search.client)
      : trackedTransactionsQueryOptions(search),
  );
  const table = useListTable({
    listId: 'connected-account-transactions',
    search,
    onSearchChange: setSearch,
    query,
    rowsOf: (page) => page._embedded.trackedTransactions,
    filterKeys: FILTER_KEYS,
    defaultPageSize: TRANSACTION_PAGE_SIZE,
    pageSizes: TRANSACTION_PAGE_SIZES,
  });
  const columns = useMemo(() => getTransactionColumns(t), [t]);
  // Only a client's view reads a bounded slice of all clients' transactions (see client-page.ts).
  const partial = query.data && isPartialClientPage(query.data) ? query.data : undefined;
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
            onClick={table.onClearFilters}
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
      <DataTable
        {...table}
        label={t('transactions.title')}
        columns={columns}
        getRowId={(transaction) => transaction.id}
        pageSizes={TRANSACTION_PAGE_SIZES}
        emptyText={t('transactions.empty')}
        filteredEmptyText={t('transactions.emptyForClient')}
      />
    </Stack>
  );
};
