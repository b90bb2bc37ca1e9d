import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Subscription } from '@generated/model/subscription';
import { CustomerCell } from '@/entities/customer/customer-cell';
import { listColumns } from '@/components/list';
import { StatusBadge } from '@/components/status/status-badge';
import { formatDate, formatMoney } from '@/lib/format';
import { CancellationPopover } from './cancellation-popover';

const column = listColumns.helper<Subscription>();

export const CUSTOMER_COLUMN = 'customer';

/** The subscriptions list's columns (spec 3 §2.4). */
export const getSubscriptionColumns = (t: TFunction<['subscriptions', 'lists']>) =>
  column.columns([
    column.accessor('status', {
      header: t('subscriptions:columns.status'),
      meta: { card: 'status', nowrap: true },
      cell: (info) =>
        info.getValue() === 'CANCELLATION_REQUESTED' ? (
          <CancellationPopover subscription={info.row.original} />
        ) : (
          <StatusBadge kind="subscription" value={info.getValue()} />
        ),
    }),
    column.accessor('debtor', {
      id: CUSTOMER_COLUMN,
      header: t('subscriptions:columns.customer'),
      meta: { card: 'title' },
      cell: (info) => <CustomerCell customer={info.getValue()} deletedLabel={t('customer deleted')} />,
    }),
    column.accessor('subscriptionTitle', {
      header: t('subscriptions:columns.title'),
      meta: { card: 'subtitle' },
      cell: (info) => info.getValue() ?? '--',
    }),
    column.accessor('price', {
      header: t('subscriptions:columns.price'),
      meta: { card: 'amount', align: 'right', nowrap: true },
      cell: (info) => (
        <Text size="sm" fw={500}>
          {formatMoney(info.getValue())}
        </Text>
      ),
    }),
    column.accessor('interval', {
      header: t('subscriptions:columns.interval'),
      cell: (info) => {
        const interval = info.getValue();
        return interval ? t(`subscriptions:interval.${interval}`) : '--';
      },
    }),
    column.display({
      id: 'duration',
      header: t('subscriptions:columns.duration'),
      // Spec 3 §2.4: a subscription runs until it is cancelled.
      cell: () => t('subscriptions:unlimited'),
    }),
    column.accessor('nextPaymentDueDate', {
      header: t('subscriptions:columns.nextPayment'),
      meta: { card: 'date', nowrap: true },
      cell: (info) => formatDate(info.getValue()),
    }),
    column.accessor('createdDateTime', {
      header: t('subscriptions:columns.created'),
      meta: { nowrap: true },
      cell: (info) => formatDate(info.getValue()),
    }),
  ]);
