import { Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@generated/model/product';
import { CreateButton } from '@/components/create-button';
import { ListShell, useListSearch } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { DeleteProductDialog } from './delete-product-dialog';
import { productsList } from './products-list';
import { useEditDeleteDialogs } from './use-edit-delete-dialogs';
import { lazyDialog } from '@/components/first-use/lazy-dialog';

// The dialog and its upload pieces load when it is first wanted, not with the list.
const ProductDialog = lazyDialog(() =>
  import('./product-dialog/product-dialog').then((module) => module.ProductDialog),
);

/** /dashboard/checkouts/products (spec 3 §2.4): edit and delete for everyone who sees the list. */
export const ProductsPage = () => {
  const { t } = useTranslation(['products', 'lists']);
  const { search, setSearch } = useListSearch(productsList);
  const dialogs = useEditDeleteDialogs({
    action: search.action,
    clearAction: () => setSearch({ ...search, action: undefined }),
    label: (product: Product) => product.name,
  });

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')}>
        <CreateButton onClick={dialogs.create} onIntent={() => void ProductDialog.preload()}>
          {t('newProduct')}
        </CreateButton>
      </PageHeader>
      <ListShell config={productsList} search={search} onSearchChange={setSearch} rowActions={dialogs.menu} />
      {(dialogs.creating || dialogs.editing) && (
        <Suspense fallback={null}>
          <ProductDialog
            key={dialogs.editing?.id ?? 'new'}
            product={dialogs.editing}
            onClose={dialogs.close}
          />
        </Suspense>
      )}
      {dialogs.deleting && <DeleteProductDialog product={dialogs.deleting} onClose={dialogs.close} />}
    </Stack>
  );
};
