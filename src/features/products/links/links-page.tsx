import { Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paylink } from '@generated/model/paylink';
import { CreateButton } from '@/components/create-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatMoney } from '@/lib/format';
import { PageHeader } from '@/components/page-header';
import { useEditDeleteDialogs } from '../use-edit-delete-dialogs';
import { useDeletePaylink } from './links-api';
import { ListShell, useListSearch } from '@/components/list';
import { linksList } from './links-list';
import { lazyDialog } from '@/components/first-use/lazy-dialog';

// The dialog, with the product dialog inside it, loads when it is first wanted.
const PaylinkDialog = lazyDialog(() => import('./paylink-dialog').then((module) => module.PaylinkDialog));

/** /dashboard/checkouts/links (spec 3 §2.8): the payment links of the company's products. */
export const LinksPage = () => {
  const { t } = useTranslation(['products', 'lists']);
  const { search, setSearch } = useListSearch(linksList);
  const remove = useDeletePaylink();
  const { creating, editing, deleting, create, close, menu } = useEditDeleteDialogs({
    action: search.action,
    clearAction: () => setSearch({ ...search, action: undefined }),
    label: (link: Paylink) => link.productName ?? link.payLinkUrl,
  });

  return (
    <Stack gap="lg">
      <PageHeader title={t('links.title')}>
        <CreateButton onClick={create} onIntent={() => void PaylinkDialog.preload()}>
          {t('links.newLink')}
        </CreateButton>
      </PageHeader>
      <ListShell config={linksList} search={search} onSearchChange={setSearch} rowActions={menu} />
      {(creating || editing) && (
        <Suspense fallback={null}>
          <PaylinkDialog key={editing?.id ?? 'new'} link={editing} onClose={close} />
        </Suspense>
      )}
      {deleting && (
        <ConfirmDialog
          opened
          title={t('links.delete.title')}
          confirmLabel={t('links.delete.confirm')}
          color="red"
          loading={remove.isPending}
          onClose={close}
          onConfirm={() => !remove.isPending && remove.mutate(deleting.id, { onSuccess: close })}
        >
          <Text size="sm">
            {t('links.delete.text', {
              product: deleting.productName ?? '--',
              price: formatMoney(deleting.price),
            })}
          </Text>
          <Text size="sm" ff="monospace" c="dimmed">
            {deleting.payLinkUrl}
          </Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
};
