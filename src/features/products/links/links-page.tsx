import { Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paylink } from '@generated/model/paylink';
import { CreateButton } from '@/components/create-button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatMoney } from '@/lib/format';
import { PageHeader } from '@/components/page-header';
import { EditDeleteMenu } from '../edit-delete-menu';
import { useDeletePaylink } from './links-api';
import { LinksList } from './links-list';
import type { LinksSearchValues } from './links-search';

// The dialog, with the product dialog inside it, loads when it is first wanted.
const loadPaylinkDialog = () => import('./paylink-dialog');
const PaylinkDialog = lazy(() => loadPaylinkDialog().then((module) => ({ default: module.PaylinkDialog })));

const route = getRouteApi('/dashboard/checkouts/links');

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; link: Paylink } | null;

/** /dashboard/checkouts/links (spec 3 §2.8): the payment links of the company's products. */
export const LinksPage = () => {
  const { t } = useTranslation(['products', 'lists']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (next: LinksSearchValues) => void navigate({ search: next });
  const [open, setOpen] = useState<OpenDialog>(null);
  const remove = useDeletePaylink();
  const creating = open?.kind === 'create' || search.action === 'new';
  const close = () => {
    setOpen(null);
    if (search.action) setSearch({ ...search, action: undefined });
  };

  const menu = (link: Paylink) => (
    <EditDeleteMenu
      label={link.productName ?? link.payLinkUrl}
      onEdit={() => setOpen({ kind: 'edit', link })}
      onDelete={() => setOpen({ kind: 'delete', link })}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('links.title')}>
        <CreateButton onClick={() => setOpen({ kind: 'create' })} onIntent={() => void loadPaylinkDialog()}>
          {t('links.newLink')}
        </CreateButton>
      </PageHeader>
      <LinksList
        search={search}
        onSearchChange={setSearch}
        rowActions={menu}
        onCreate={() => setOpen({ kind: 'create' })}
      />
      {(creating || open?.kind === 'edit') && (
        <Suspense fallback={null}>
          <PaylinkDialog
            key={open?.kind === 'edit' ? open.link.id : 'new'}
            link={open?.kind === 'edit' ? open.link : undefined}
            onClose={close}
          />
        </Suspense>
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          opened
          title={t('links.delete.title')}
          confirmLabel={t('links.delete.confirm')}
          color="red"
          loading={remove.isPending}
          onClose={close}
          onConfirm={() => !remove.isPending && remove.mutate(open.link.id, { onSuccess: close })}
        >
          <Text size="sm">
            {t('links.delete.text', {
              product: open.link.productName ?? '--',
              price: formatMoney(open.link.price),
            })}
          </Text>
          <Text size="sm" ff="monospace" c="dimmed">
            {open.link.payLinkUrl}
          </Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
};
