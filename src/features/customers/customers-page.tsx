import { Button, Group, Stack } from '@mantine/core';
import { IconExternalLink, IconUserPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListShell, useListSearch } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { customersList } from './customers-list';
import type { CustomerSlots } from './customer-slots';
import { PortalLinkDialog } from './portal-link-dialog';
import { useCustomerMenu } from './use-customer-menu';
import { lazyDialog } from '@/components/first-use/lazy-dialog';

// The form and its country list load when the dialog is first wanted, not with the list.
const CustomerDialog = lazyDialog(() => import('./customer-dialog').then((module) => module.CustomerDialog));

/** /dashboard/debtors (spec 3 §2.4): the customers, their menu, the create dialog and the portal link. */
export const CustomersPage = ({ slots }: { slots: CustomerSlots }) => {
  const { t } = useTranslation(['customers', 'lists']);
  const { search, setSearch } = useListSearch(customersList);
  const menu = useCustomerMenu({ inDetailView: false, slots });
  const [creating, setCreating] = useState(false);
  const [portal, setPortal] = useState(false);

  // Opened through the address (?action=new, spec 3 §2.1); closing takes the parameter away.
  const fromQuery = search.action === 'new';
  const closeCreate = () => {
    setCreating(false);
    if (fromQuery) setSearch({ ...search, action: undefined });
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')}>
        <Group>
          <Button
            variant="default"
            leftSection={<IconExternalLink size={16} />}
            onClick={() => setPortal(true)}
          >
            {t('portal.button')}
          </Button>
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={() => setCreating(true)}
            onMouseEnter={() => void CustomerDialog.preload()}
            onFocus={() => void CustomerDialog.preload()}
          >
            {t('newCustomer')}
          </Button>
        </Group>
      </PageHeader>
      <ListShell config={customersList} search={search} onSearchChange={setSearch} rowActions={menu.menu} />
      {menu.dialogs}
      {(creating || fromQuery) && (
        <Suspense fallback={null}>
          <CustomerDialog opened onClose={closeCreate} />
        </Suspense>
      )}
      <PortalLinkDialog opened={portal} onClose={() => setPortal(false)} />
    </Stack>
  );
};
