import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { CreditNote } from '@generated/model/creditNote';
import { listColumns } from '@/components/list';
import { StatusBadge } from '@/components/status/status-badge';

const column = listColumns.helper<CreditNote>();

export const CUSTOMER_COLUMN = 'customer';

/** The credit notes list's columns (spec 3 §2.4). */
export const getCreditNoteColumns = (t: TFunction<['credit-notes', 'lists']>) =>
  column.columns([
    column.accessor('status', {
      header: t('credit-notes:columns.status'),
      meta: { card: 'status', nowrap: true },
      cell: (info) => <StatusBadge kind="creditNote" value={info.getValue()} />,
    }),
    column.accessor('debtor', {
      id: CUSTOMER_COLUMN,
      header: t('credit-notes:columns.customer'),
      meta: { card: 'title' },
      cell: (info) => {
        const customer = info.getValue();
        const name =
          customer?.companyName ?? [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
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
    column.accessor('total', {
      header: t('credit-notes:columns.amount'),
      ...listColumns.amount,
    }),
    column.accessor('createdDateTimeUTC', {
      header: t('credit-notes:columns.created'),
      ...listColumns.date,
    }),
    column.accessor('invoiceNumber', {
      header: t('credit-notes:columns.documentNumber'),
      meta: { card: 'subtitle', nowrap: true },
      cell: (info) => info.getValue() ?? '--',
    }),
  ]);
