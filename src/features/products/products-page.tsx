import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@generated/model/product';
import { CreateButton } from '@/components/create-button';
import { ListShell } from '@/components/list-shell/list-shell';
import { PageHeader } from '@/components/page-header';
import { DeleteProductDialog } from './delete-product-dialog';
import { EditDeleteMenu } from './edit-delete-menu';
import { productFilters } from './products-filters';
import { productsList } from './products-list';
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
  const [open, setOpen] = useState<OpenDialog>(null);
  // ?action=new opens the new product dialog; closing it takes the action out of the address.
  const creating = open?.kind === 'create' || search.action === 'new';
  const close = () => {
    setOpen(null);
    if (search.action) setSearch({ ...search, action: undefined });
  };

  const menu = (product: Product) => (
    <EditDeleteMenu
      label={product.name}
      onEdit={() => setOpen({ kind: 'edit', product })}
      onDelete={() => setOpen({ kind: 'delete', product })}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')}>
        <CreateButton onClick={() => setOpen({ kind: 'create' })} onIntent={() => void loadProductDialog()}>
          {t('newProduct')}
        </CreateButton>
      </PageHeader>
      <ListShell
        config={productsList}
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        rowActions={menu}
      />
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
