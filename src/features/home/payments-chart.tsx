/**
 * The chart of payments by state. Loaded on its own (see payments-chart-section.tsx): recharts is
 * large, and the home's first paint does not wait for it.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenantStats } from '@generated/model/tenantStats';
import { statusLabelKey } from '@/components/status/status-sets';
import { formatCount, formatMoney } from '@/lib/format';

type Props = { stats: TenantStats };

/** Each state a row of its own, so that every label fits. */
const CHART_ROW_HEIGHT = 30;

export const PaymentsChart = ({ stats }: Props) => {
  const { t, i18n } = useTranslation(['payments', 'lists']);
  const count = (value: number) => formatCount(value, i18n.language);
  const rows = stats
    .filter((entry) => entry.count > 0)
    .map((entry) => ({
      state: t(`lists:${statusLabelKey('payment', entry.state)}`),
      count: entry.count,
      total: entry.totalAmount,
    }));
  const countLabel = t('payments:home.chart.count');
  return (
    <>
      {/* The bars repeat the table below for the eye; assistive technology reads the table. */}
      <div aria-hidden="true">
        <BarChart
          h={CHART_ROW_HEIGHT * Math.max(rows.length, 3)}
          data={rows}
          dataKey="state"
          orientation="vertical"
          yAxisProps={{ width: 150 }}
          series={[{ name: 'count', label: countLabel, color: 'blue.6' }]}
          valueFormatter={count}
          withTooltip
          // The table below is the accessible form; the bars take no keyboard focus of their own.
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{t('payments:home.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lists:filters.states')}</th>
              <th scope="col">{countLabel}</th>
              <th scope="col">{t('payments:home.chart.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.state}>
                <th scope="row">{row.state}</th>
                <td>{count(row.count)}</td>
                <td>{formatMoney(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
};
