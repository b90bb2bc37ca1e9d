import { Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Product } from '@generated/model/product';
import { listColumns } from '@/components/list';
import { StatusBadge } from '@/components/status/status-badge';
import { formatMoney } from '@/lib/format';
import { billingLabel } from './product-labels';
import { ProductThumbnail } from './product-thumbnail';

const column = listColumns.helper<Product>();

/** The products list's columns (spec 3 §2.4, §3). */
export const getProductColumns = (t: TFunction<'products'>) =>
  column.columns([
    column.accessor('name', {
      header: t('columns.name'),
      meta: { card: 'title' },
      cell: (info) => {
        const product = info.row.original;
        return (
          <Group gap="sm" wrap="nowrap">
            <ProductThumbnail url={product.image?.blobURL} />
            <Stack gap={0} maw={360}>
              <Text size="sm" fw={500}>
                {info.getValue()}
              </Text>
              {product.description && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {product.description}
                </Text>
              )}
            </Stack>
          </Group>
        );
      },
    }),
    column.accessor('productType', {
      header: t('columns.type'),
      meta: { card: 'status', nowrap: true },
      cell: (info) => <StatusBadge kind="product" value={info.getValue()} />,
    }),
    column.accessor('price', {
      header: t('columns.price'),
      meta: { card: 'amount', align: 'right', nowrap: true },
      cell: (info) => (
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {info.row.original.productType === 'DONATION'
            ? t('columns.fromAmount', { amount: formatMoney(info.getValue()) })
            : formatMoney(info.getValue())}
        </Text>
      ),
    }),
    column.accessor('billingType', {
      header: t('columns.billing'),
      meta: { nowrap: true },
      cell: (info) => billingLabel(t, info.row.original),
    }),
    column.accessor('createdDateTime', {
      header: t('columns.created'),
      ...listColumns.date,
    }),
  ]);
