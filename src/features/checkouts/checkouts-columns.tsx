import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Checkout } from '@generated/model/checkout';
import { listColumns } from '@/components/list';
import { StatusBadge } from '@/components/status/status-badge';

const column = listColumns.helper<Checkout>();

/** The buyer's name: as the checkout has it, else as its customer has it. */
export const checkoutCustomerName = (checkout: Checkout) =>
  [checkout.debitorFirstName, checkout.debitorLastName].filter(Boolean).join(' ') ||
  [checkout.debtor?.firstName, checkout.debtor?.lastName].filter(Boolean).join(' ') ||
  checkout.debtor?.companyName ||
  '';

/** The checkouts list's columns, as the checkout entity suggests (spec 3 §3). */
export const getCheckoutColumns = (t: TFunction<['checkouts', 'lists']>) =>
  column.columns([
    column.accessor('checkoutState', {
      header: t('checkouts:columns.status'),
      meta: { card: 'status', nowrap: true },
      cell: (info) => <StatusBadge kind="checkout" value={info.getValue()} />,
    }),
    column.display({
      id: 'customer',
      header: t('checkouts:columns.customer'),
      meta: { card: 'title' },
      cell: ({ row }) => {
        const checkout = row.original;
        return (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {checkoutCustomerName(checkout) || '--'}
            </Text>
            <Text size="xs" c="dimmed">
              {checkout.debitorEmailAddress ?? checkout.debtor?.emailAddress}
            </Text>
          </Stack>
        );
      },
    }),
    column.accessor('productTitle', {
      header: t('checkouts:columns.product'),
      meta: { card: 'subtitle' },
      cell: (info) => (
        <Text size="sm" lineClamp={2} maw={260}>
          {info.getValue() ?? '--'}
        </Text>
      ),
    }),
    column.accessor('quantity', {
      header: t('checkouts:columns.quantity'),
      meta: { align: 'right' },
      cell: (info) => info.getValue() ?? '--',
    }),
    column.accessor('totalCheckoutAmount', {
      header: t('checkouts:columns.total'),
      ...listColumns.amount,
    }),
    column.accessor('createdDateTimeUTC', {
      header: t('checkouts:columns.created'),
      ...listColumns.date,
    }),
  ]);
