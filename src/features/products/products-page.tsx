import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@generated/model/product';
import { RowActionMenu } from '@/components/data-table/row-action-menu';
import { FilterBar } from '@/components/filter-bar/filter-bar';
import { filterKeysOf } from '@/components/filter-bar/filters';
import { DeleteProductDialog } from './delete-product-dialog';
import { productFilters } from './products-filters';
import { ProductsList } from './products-list';
import type { ProductsSearchValues } from './products-search';

// The dialog and its upload pieces load when it is first wanted, not with the list.
const loadProductDialog = () => import('./product-dialog/product-dialog');
const ProductDialog = lazy(() => loadProductDialog().then((module) => ({ default: module.ProductDialog })));

const route = getRouteApi('/dashboard/checkouts/products');

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; product: Product } | null;

/** /dashboard/checkouts/products (spec 3 §2.4): edit and delete for everyone who sees the list. */
export const ProductsPage = () => {
  const { t } = useTranslation(['products', 'lists']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (next: ProductsSearchValues) => void navigate({ search: next });
  const filters = useMemo(() => productFilters(t), [t]);
  const filterKeys = useMemo(() => filterKeysOf(filters), [filters]);
  const [open, setOpen] = useState<OpenDialog>(null);
  // ?action=new opens the new product dialog; closing it takes the action out of the address.
  const creating = open?.kind === 'create' || search.action === 'new';
  const close = () => {
    setOpen(null);
    if (search.action) setSearch({ ...search, action: undefined });
  };

  const menu = (product: Product) => (
    <RowActionMenu
      label={product.name}
      actions={[
        {
          key: 'edit',
          label: t('actions.edit'),
          icon: <IconPencil size={16} />,
          onClick: () => setOpen({ kind: 'edit', product }),
        },
        {
          key: 'delete',
          label: t('actions.delete'),
          icon: <IconTrash size={16} />,
          color: 'red',
          onClick: () => setOpen({ kind: 'delete', product }),
        },
      ]}
    />
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setOpen({ kind: 'create' })}
          onMouseEnter={() => void loadProductDialog()}
          onFocus={() => void loadProductDialog()}
        >
          {t('newProduct')}
        </Button>
      </Group>
      <FilterBar filters={filters} search={search} onSearchChange={setSearch} />
      <ProductsList search={search} onSearchChange={setSearch} filterKeys={filterKeys} rowActions={menu} />
      {(creating || open?.kind === 'edit') && (
        <Suspense fallback={null}>
          <ProductDialog
            key={open?.kind === 'edit' ? open.product.id : 'new'}
            product={open?.kind === 'edit' ? open.product : undefined}
            onClose={close}
          />
        </Suspense>
      )}
      {open?.kind === 'delete' && <DeleteProductDialog product={open.product} onClose={close} />}
    </Stack>
  );
};
