import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { defineList, listQuery, useListContext } from '@/components/list';
import { getLinkColumns } from './links-columns';
import { paylinksListQueryOptions } from './links-api';
import { LinksSearch, type LinksSearchValues } from './links-search';

/** An empty list explains payment links and offers to create one (the page's `?action=new`). */
const LinksEmpty = () => {
  const { t } = useTranslation('products');
  const { search, setSearch } = useListContext<{ id: string }, LinksSearchValues>();
  return (
    <>
      <Text size="sm" ta="center" maw={480}>
        {t('links.emptyHelp')}
      </Text>
      <Button
        leftSection={<IconPlus size={16} />}
        onClick={() => setSearch({ ...search, action: 'new' })}
        mt="xs"
      >
        {t('links.newLink')}
      </Button>
    </>
  );
};

/** The payment links (spec 3 §2.8). */
export const linksList = defineList({
  listId: 'payment-links',
  ns: 'products',
  search: LinksSearch,
  query: (search: LinksSearchValues) =>
    listQuery.paged(paylinksListQueryOptions(search), (page) => page._embedded.paylinks),
  columns: getLinkColumns,
  texts: { label: 'links.title', empty: 'links.no checkout links linked' },
  Empty: LinksEmpty,
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
