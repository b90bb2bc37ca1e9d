import { Stack } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '@generated/model/checkout';
import { ListShell, useListSearch, actionTable } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { filterProductsQueryOptions } from './api';
import { checkoutFilters } from './checkouts-filters';
import { checkoutsList } from './checkouts-list';

const noProducts: never[] = [];

/** /dashboard/checkouts (spec 3 §2.4): the checkouts, filtered by search, states, products and dates. */
export const CheckoutsPage = () => {
  const { t } = useTranslation(['checkouts', 'lists']);
  const { search, setSearch } = useListSearch(checkoutsList);
  const navigate = useNavigate();
  const products = useQuery(filterProductsQueryOptions());
  const productList = products.data ?? noProducts;
  const filters = useMemo(() => checkoutFilters(t, productList), [t, productList]);

  const menu = (checkout: Checkout) => (
    <actionTable.Menu
      label={checkout.productTitle ?? checkout.id}
      actions={[
        {
          key: 'details',
          label: t('actions.details'),
          icon: <IconFileSearch size={16} />,
          onClick: () =>
            void navigate({ to: '/dashboard/transactions/checkouts/$id', params: { id: checkout.id } }),
        },
      ]}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} />
      <ListShell
        config={checkoutsList}
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        rowActions={menu}
      />
    </Stack>
  );
};
