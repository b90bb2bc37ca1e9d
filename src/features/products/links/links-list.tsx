import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paylink } from '@generated/model/paylink';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { defineList } from '@/components/list-shell/list-config';
import { ListExportButton } from '@/components/list-shell/list-export-button';
import { getLinkColumns } from './links-columns';
import { paylinksListQueryOptions, useCopyLinkUrl } from './links-api';
import type { LinksSearchValues } from './links-search';

type Props = {
  search: LinksSearchValues;
  onSearchChange: (search: LinksSearchValues) => void;
  rowActions: (link: Paylink) => ReactNode;
  onCreate: () => void;
};

const noCopy = () => undefined;

/** The payment links as the list kit's export reads them (the table itself is drawn below). */
export const linksList = defineList({
  listId: 'payment-links',
  ns: 'products',
  query: paylinksListQueryOptions,
  rowsOf: (page) => page._embedded.paylinks,
  columns: (t) => getLinkColumns(t, noCopy),
  texts: { label: 'links.title', empty: 'links.no checkout links linked' },
  export: {
    name: 'payment-links',
    cells: () => ({
      productName: (row) => row.productName,
      price: { money: (row) => row.price },
      payLinkUrl: (row) => row.payLinkUrl,
      createdDateTimeUTC: { date: (row) => row.createdDateTimeUTC },
    }),
    ids: { id: (row) => row.id, productId: (row) => row.productId },
  },
});

/** The table of payment links; an empty list explains them and offers to create one. */
export const LinksList = ({ search, onSearchChange, rowActions, onCreate }: Props) => {
  const { t } = useTranslation('products');
  const query = useQuery(paylinksListQueryOptions(search));
  const { mutate: copyUrl } = useCopyLinkUrl();
  const table = useListTable({
    listId: 'payment-links',
    search,
    onSearchChange,
    query,
    rowsOf: linksList.rowsOf,
    filterKeys: [],
  });
  const columns = useMemo(() => getLinkColumns(t, (url) => copyUrl(url)), [t, copyUrl]);
  return (
    <DataTable
      {...table}
      label={t('links.title')}
      columns={columns}
      getRowId={(link) => link.id}
      emptyText={t('links.no checkout links linked')}
      emptyContent={
        <>
          <Text size="sm" ta="center" maw={480}>
            {t('links.emptyHelp')}
          </Text>
          <Button leftSection={<IconPlus size={16} />} onClick={onCreate} mt="xs">
            {t('links.newLink')}
          </Button>
        </>
      }
      rowActions={rowActions}
      tools={<ListExportButton config={linksList} search={search} />}
    />
  );
};
