import { Alert, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SummaryCard } from '@/components/summary-card';
import { tenantStatsQueryOptions } from './api';

/** Pending (MANUAL + PENDING) and completed (COMPLETED + VERIFIED) payments, sum and count. */
export const PaymentTiles = () => {
  const { t } = useTranslation(['payments', 'lists']);
  const stats = useQuery(tenantStatsQueryOptions());
  if (stats.isError)
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('lists:table.errorText')}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void stats.refetch()}>
            {t('lists:table.retry')}
          </Button>
        </Group>
      </Alert>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720} data-testid="home-tiles">
      <SummaryCard
        label={t('home.pending')}
        total={stats.data?.pending.total}
        count={stats.data?.pending.count}
        loading={stats.isPending}
      />
      <SummaryCard
        label={t('home.completed')}
        total={stats.data?.completed.total}
        count={stats.data?.completed.count}
        loading={stats.isPending}
      />
    </SimpleGrid>
  );
};
