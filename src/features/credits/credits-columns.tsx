import { Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Credit } from '@generated/model/credit';
import { listColumns } from '@/components/list';
import { CompletionBar } from '@/components/status/completion-bar';
import { creditCompletion } from '@/components/status/completion';
import { StatusBadge } from '@/components/status/status-badge';
import { creditStatus } from '@/components/status/status-sets';

const column = listColumns.helper<Credit>();

export const CUSTOMER_COLUMN = 'customer';

/** The credits list's columns (spec 3 §2.4). */
export const getCreditColumns = (t: TFunction<['credits', 'lists']>) =>
  column.columns([
    column.accessor('creditStatus', {
      header: t('credits:columns.status'),
      meta: { card: 'status', nowrap: true },
      cell: (info) => <StatusBadge kind="credit" value={info.getValue()} />,
    }),
    column.accessor('customer', {
      id: CUSTOMER_COLUMN,
      header: t('credits:columns.customer'),
      meta: { card: 'title' },
      cell: (info) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {info.getValue()?.emailAddress ?? '--'}
        </Text>
      ),
    }),
    column.accessor('purpose', {
      header: t('credits:columns.purpose'),
      meta: { card: 'subtitle' },
      cell: (info) => (
        <Text size="sm" lineClamp={2} maw={320}>
          {info.getValue() ?? '--'}
        </Text>
      ),
    }),
    column.accessor('amount', {
      header: t('credits:columns.amount'),
      ...listColumns.amount,
    }),
    column.accessor('createdDateTimeUTC', {
      header: t('credits:columns.created'),
      ...listColumns.date,
    }),
    column.accessor('creditStatus', {
      id: 'completion',
      header: t('credits:columns.completion'),
      cell: (info) => (
        <Group>
          <CompletionBar
            percent={creditCompletion[info.getValue()]}
            color={creditStatus[info.getValue()].color}
          />
        </Group>
      ),
    }),
  ]);
