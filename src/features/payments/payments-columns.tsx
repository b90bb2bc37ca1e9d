import type { TFunction } from 'i18next';
import type { Payment } from '@generated/model/payment';
import { listColumns } from '@/components/list';
import { CompletionBar } from '@/components/status/completion-bar';
import { paymentCompletion } from '@/components/status/completion';
import { StatusBadge } from '@/components/status/status-badge';
import { paymentStatus } from '@/components/status/status-sets';
import { formatDate, formatMoney } from '@/lib/format';
import { customerName } from './payment-customer';

const column = listColumns.helper<Payment>();

export const CUSTOMER_COLUMN = 'customer';

/** The payments list's columns (spec 3 §2.4). */
export const getPaymentColumns = (t: TFunction<['payments', 'lists']>) =>
  column.columns([
    column.accessor('state', {
      header: t('payments:columns.status'),
      meta: { card: 'status', nowrap: true },
      cell: (info) => <StatusBadge kind="payment" value={info.getValue()} />,
    }),
    column.accessor('debitor', {
      id: CUSTOMER_COLUMN,
      header: t('payments:columns.customer'),
      meta: { card: 'title' },
      cell: (info) => {
        const { name, deleted } = customerName(info.getValue());
        return (
          <listColumns.Lines strong secondary={!deleted && info.getValue()?.emailAddress}>
            {name}
            {deleted && ` ${t('customer deleted', { ns: 'payments' })}`}
          </listColumns.Lines>
        );
      },
    }),
    column.accessor('purpose', {
      header: t('payments:columns.purpose'),
      meta: { card: 'subtitle' },
      cell: (info) => (
        <listColumns.Lines clamp secondary={info.row.original.verificationId} monoSecondary>
          {info.getValue()}
        </listColumns.Lines>
      ),
    }),
    column.accessor('amount', {
      header: t('payments:columns.amount'),
      meta: { card: 'amount', align: 'right', nowrap: true },
      cell: (info) => (
        <listColumns.Text strong nowrap>
          {formatMoney(info.getValue())}
        </listColumns.Text>
      ),
    }),
    column.accessor('paymentMethod', {
      header: t('payments:columns.paymentMethod'),
      cell: (info) => {
        const method = info.getValue();
        return method ? t(`payments:method.${method}`) : '--';
      },
    }),
    column.accessor('createdDateTimeUTC', {
      header: t('payments:columns.created'),
      meta: { card: 'date', nowrap: true },
      cell: (info) => formatDate(info.getValue()),
    }),
    column.accessor('state', {
      id: 'completion',
      header: t('payments:columns.completion'),
      cell: (info) => (
        <CompletionBar
          percent={paymentCompletion[info.getValue()]}
          color={paymentStatus[info.getValue()].color}
        />
      ),
    }),
  ]);
