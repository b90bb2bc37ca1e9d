import { ActionIcon, Anchor, Group, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Paylink } from '@generated/model/paylink';
import { listColumns } from '@/components/list';
import { formatMoney } from '@/lib/format';
import { useCopyLinkUrl } from './links-api';

/** Copies a link's address to the clipboard (and says so). */
const CopyLinkButton = ({ url, product }: { url: string; product: string }) => {
  const { t } = useTranslation('products');
  const { mutate: copy } = useCopyLinkUrl();
  return (
    <Tooltip label={t('links.actions.copy')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('links.actions.copyFor', { product })}
        onClick={() => copy(url)}
      >
        <IconCopy size={16} />
      </ActionIcon>
    </Tooltip>
  );
};

const column = listColumns.helper<Paylink>();

/** The payment links' columns (spec 3 §2.8): product, price, the link with a copy button, created. */
export const getLinkColumns = (t: TFunction<'products'>) =>
  column.columns([
    column.accessor('productName', {
      header: t('links.columns.product'),
      meta: { card: 'title' },
      cell: (info) => (
        <Text size="sm" fw={500}>
          {info.getValue() ?? '--'}
        </Text>
      ),
    }),
    column.accessor('price', {
      header: t('links.columns.price'),
      meta: { card: 'amount', align: 'right', nowrap: true },
      cell: (info) => formatMoney(info.getValue()),
    }),
    column.accessor('payLinkUrl', {
      header: t('links.columns.url'),
      meta: { card: 'subtitle' },
      cell: (info) => (
        <Group gap={4} wrap="nowrap">
          <Anchor href={info.getValue()} target="_blank" rel="noopener noreferrer" size="sm" ff="monospace">
            {info.getValue()}
          </Anchor>
          <CopyLinkButton url={info.getValue()} product={info.row.original.productName ?? ''} />
        </Group>
      ),
    }),
    column.accessor('createdDateTimeUTC', {
      header: t('links.columns.created'),
      ...listColumns.date,
    }),
  ]);
