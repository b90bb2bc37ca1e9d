import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { InstalmentPlan } from '@generated/model/instalmentPlan';
import { CustomerCell } from '@/entities/customer/customer-cell';
import { listColumns } from '@/components/list';
import { StatusBadge } from '@/components/status/status-badge';
import { formatDate, formatMoney } from '@/lib/format';
import { durationInMonths, planOpenAmount } from './plan-sums';

const column = listColumns.helper<InstalmentPlan>();

export const CUSTOMER_COLUMN = 'customer';

const money = (amount: number) => (
  <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
    {formatMoney(amount)}
  </Text>
);

/** The instalment plans list's columns (spec 3 §2.4). */
export const getPlanColumns = (t: TFunction<['instalment-plans', 'lists']>) =>
  column.columns([
    column.accessor('status', {
      header: t('instalment-plans:columns.status'),
      meta: { card: 'status', nowrap: true },
      cell: (info) => <StatusBadge kind="instalmentPlan" value={info.getValue()} />,
    }),
    column.accessor('debtor', {
      id: CUSTOMER_COLUMN,
      header: t('instalment-plans:columns.customer'),
      meta: { card: 'title' },
      cell: (info) => <CustomerCell customer={info.getValue()} deletedLabel={t('customer deleted')} />,
    }),
    column.accessor('purpose', {
      header: t('instalment-plans:columns.purpose'),
      meta: { card: 'subtitle' },
      cell: (info) => (
        <Text size="sm" lineClamp={2} maw={220}>
          {info.getValue()}
        </Text>
      ),
    }),
    column.accessor('totalNetAmount', {
      header: t('instalment-plans:columns.total'),
      meta: { card: 'amount', align: 'right', nowrap: true },
      cell: (info) => money(info.getValue()),
    }),
    column.display({
      id: 'duration',
      header: t('instalment-plans:columns.duration'),
      meta: { nowrap: true },
      cell: (info) => t('instalment-plans:months', { count: durationInMonths(info.row.original) }),
    }),
    column.accessor('intervalAmount', {
      header: t('instalment-plans:columns.rate'),
      meta: { align: 'right', nowrap: true },
      cell: (info) => money(info.getValue()),
    }),
    column.display({
      id: 'open',
      header: t('instalment-plans:columns.open'),
      meta: { align: 'right', nowrap: true },
      cell: (info) => money(planOpenAmount(info.row.original)),
    }),
    column.accessor('nextPaymentDueDate', {
      header: t('instalment-plans:columns.nextPayment'),
      meta: { card: 'date', nowrap: true },
      cell: (info) => formatDate(info.getValue()),
    }),
    column.accessor('createdDateTime', {
      header: t('instalment-plans:columns.created'),
      meta: { nowrap: true },
      cell: (info) => formatDate(info.getValue()),
    }),
  ]);
