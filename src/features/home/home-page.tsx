import { Group, Stack, Title } from '@mantine/core';
import { IconCash, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetCompanySuspenseQueryOptions } from '@generated/api/company/company';
import { LinkButton } from '@/components/link-button';
import { useAutoRefresh } from '@/components/list';
import { lazyPart } from '@/components/first-use/lazy-part';
import { tenantStatsQueryOptions } from './api';
import { PaymentTiles } from './payment-tiles';
import { useAfterPaint } from './use-after-paint';

// Not part of the home's first paint: the tiles paint first, then this loads (with the counts,
// the chart and the payments list's code); offline, once the browser is back online.
const HomeInsights = lazyPart(() => import('./home-insights').then((module) => module.HomeInsights));

/**
 * /dashboard/home (spec 3 §2.3): the company's name, the payment tiles and two quick actions;
 * beside them what needs attention today and the payments by state.
 */
export const HomePage = () => {
  const { t } = useTranslation();
  const { data: company } = useSuspenseQuery(getGetCompanySuspenseQueryOptions());
  // The tiles' query (shared with them): once it has settled and the tiles are painted.
  const stats = useQuery(tenantStatsQueryOptions());
  const insightsDue = useAfterPaint(!stats.isPending);
  // The tiles, what needs attention and the chart stay current as the lists do: on focus and
  // every two minutes while the page is visible, not while a dialog is open.
  const queryClient = useQueryClient();
  useAutoRefresh({
    refresh: () => queryClient.refetchQueries({ type: 'active' }),
    updatedAt: stats.dataUpdatedAt,
    fetching: stats.isFetching,
  });
  return (
    <Stack gap="xl">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {company.name}
        </Title>
        <Group>
          <LinkButton
            to="/dashboard/debtors"
            search={{ action: 'new' }}
            leftSection={<IconUserPlus size={16} />}
            variant="light"
          >
            {t('home.newCustomer')}
          </LinkButton>
          <LinkButton
            to="/dashboard/transactions/payments"
            search={{ action: 'new' }}
            leftSection={<IconCash size={16} />}
          >
            {t('home.newPayment')}
          </LinkButton>
        </Group>
      </Group>
      <PaymentTiles />
      {insightsDue && (
        <Suspense fallback={null}>
          <HomeInsights />
        </Suspense>
      )}
    </Stack>
  );
};
