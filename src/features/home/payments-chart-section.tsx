import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetTenantStatsQueryOptions } from '@generated/api/statistics/statistics';
import { lazyPart } from '@/components/first-use/lazy-part';
import { HomeSection } from './home-section';

// recharts and the chart styles load only once the statistics are here, after the tiles painted;
// offline, once the browser is back online.
const PaymentsChart = lazyPart(() => import('./payments-chart').then((module) => module.PaymentsChart));

const CHART_HEIGHT = 260;

/** Payments by state (count per state) from the company statistics the tiles already asked for. */
export const PaymentsChartSection = () => {
  const { t } = useTranslation('payments');
  // Same query as the tiles (same key): one request, the raw answer here.
  const stats = useQuery(getGetTenantStatsQueryOptions());
  // The tiles show the statistics' error and its retry; the chart stays out of the way then.
  if (stats.isError) return null;
  return (
    <HomeSection id="chart-title" title={t('home.chart.title')}>
      {stats.data ? (
        <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
          <PaymentsChart stats={stats.data} />
        </Suspense>
      ) : (
        <Skeleton h={CHART_HEIGHT} />
      )}
    </HomeSection>
  );
};
