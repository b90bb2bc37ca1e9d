import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InstalmentRate } from '@generated/model/instalmentRate';
import { StatusBadge } from '@/components/status/status-badge';
import { formatDate, formatMoney } from '@/lib/format';
import { scheduleSummary } from './plan-sums';

type Props = {
  rates: readonly InstalmentRate[];
  downPayment: number | undefined;
  totalNetAmount: number;
};

const Line = ({ label, value }: { label: string; value: string }) => (
  <Group justify="space-between" gap="xs" wrap="nowrap">
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500} ta="right">
      {value}
    </Text>
  </Group>
);

/**
 * A plan's schedule (spec 2 §4): the total, the down payment, n rates of x, a last rate that
 * differs on its own line, then every rate with its date, amount and status.
 */
export const PlanSchedule = ({ rates, downPayment, totalNetAmount }: Props) => {
  const { t } = useTranslation('instalment-plans');
  const summary = scheduleSummary(rates, downPayment);
  return (
    <Stack gap="sm" data-testid="plan-schedule">
      <Stack gap={4}>
        <Line label={t('schedule.total')} value={formatMoney(totalNetAmount)} />
        {summary.downPayment && (
          <Line
            label={t('schedule.downPayment', { date: formatDate(summary.downPayment.date) })}
            value={formatMoney(summary.downPayment.amount)}
          />
        )}
        {summary.rate && (
          <Line
            label={t('schedule.rates', { count: summary.rate.count })}
            value={formatMoney(summary.rate.amount)}
          />
        )}
        {summary.lastRate && (
          <Line
            label={t('schedule.lastRate', { date: formatDate(summary.lastRate.date) })}
            value={formatMoney(summary.lastRate.amount)}
          />
        )}
      </Stack>
      <Table.ScrollContainer minWidth={320} mah={280}>
        <Table striped withTableBorder aria-label={t('schedule.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('schedule.number')}</Table.Th>
              <Table.Th>{t('schedule.date')}</Table.Th>
              <Table.Th ta="right">{t('schedule.amount')}</Table.Th>
              <Table.Th>{t('schedule.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rates.map((rate, index) => (
              <Table.Tr key={`${rate.date}-${index}`} data-testid="schedule-rate">
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>{formatDate(rate.date)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(rate.amount)}
                </Table.Td>
                <Table.Td>
                  <StatusBadge kind="instalmentRate" value={rate.status ?? 'SCHEDULED'} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
};
