import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { SepaMandate } from '@generated/model/sepaMandate';
import { listColumns } from '@/components/list';
import { StatusBadge } from '@/components/status/status-badge';
import { formatDate, formatIban } from '@/lib/format';

const column = listColumns.helper<SepaMandate>();

/** The SEPA mandate list's columns (spec 3 §2.4): the IBAN in groups of four. */
export const getMandateColumns = (t: TFunction<'mandates'>) =>
  column.columns([
    column.accessor('mandateReference', {
      header: t('columns.reference'),
      meta: { card: 'title', nowrap: true },
      cell: (info) => (
        <Text size="sm" ff="monospace">
          {info.getValue()}
        </Text>
      ),
    }),
    column.accessor('iban', {
      header: t('columns.iban'),
      meta: { card: 'subtitle', nowrap: true },
      cell: (info) => (
        <Text size="sm" ff="monospace">
          {formatIban(info.getValue())}
        </Text>
      ),
    }),
    column.accessor('bic', {
      header: t('columns.bic'),
      cell: (info) => (
        <Text size="sm" ff="monospace">
          {info.getValue() ?? '--'}
        </Text>
      ),
    }),
    column.accessor('state', {
      header: t('columns.status'),
      meta: { card: 'status', nowrap: true },
      cell: (info) => <StatusBadge kind="mandate" value={info.getValue()} />,
    }),
    column.accessor('signatureDate', {
      header: t('columns.signatureDate'),
      meta: { card: 'date', nowrap: true },
      cell: (info) => formatDate(info.getValue()),
    }),
  ]);
