import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TrackedTransaction } from '@generated/model/trackedTransaction';
import { listColumns } from '@/components/list';
import { CompletionBar } from '@/components/status/completion-bar';
import { paymentCompletion } from '@/components/status/completion';
import { StatusBadge } from '@/components/status/status-badge';
import { paymentStatus } from '@/components/status/status-sets';
import { formatMoney } from '@/lib/format';

const column = listColumns.helper<TrackedTransaction>();

/** The clients' payments (spec 1 §2): status, client, debtor, purpose, amount, date, completion. */
export const getTransactionColumns = (t: TFunction<'agent'>) =>
  column.columns([
    column.accessor('state', {
      header: t('transactions.columns.status'),
      meta: { card: 'status', nowrap: true },
      cell: (info) => <StatusBadge kind="payment" value={info.getValue()} />,
    }),
    column.accessor('agentClientCompanyName', {
      header: t('transactions.columns.client'),
      cell: (info) => info.getValue() ?? '--',
    }),
    column.accessor('debitor', {
      header: t('transactions.columns.customer'),
      meta: { card: 'title' },
      cell: (info) => {
        const customer = info.getValue();
        const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
        return (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {name || '--'}
            </Text>
            {customer?.emailAddress && (
              <Text size="xs" c="dimmed">
                {customer.emailAddress}
              </Text>
            )}
          </Stack>
        );
      },
    }),
    column.accessor('purpose', {
      header: t('transactions.columns.purpose'),
      meta: { card: 'subtitle' },
      cell: (info) => (
        <Text size="sm" lineClamp={2} maw={280}>
          {info.getValue() ?? '--'}
        </Text>
      ),
    }),
    column.accessor('amount', {
      header: t('transactions.columns.amount'),
      meta: { card: 'amount', align: 'right', nowrap: true },
      cell: (info) => (
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(info.getValue())}
        </Text>
      ),
    }),
    column.accessor('createdDateTimeUTC', {
      header: t('transactions.columns.created'),
      ...listColumns.date,
    }),
    column.accessor('state', {
      id: 'completion',
      header: t('transactions.columns.completion'),
      cell: (info) => (
        <CompletionBar
          percent={paymentCompletion[info.getValue()]}
          color={paymentStatus[info.getValue()].color}
        />
      ),
    }),
  ]);
