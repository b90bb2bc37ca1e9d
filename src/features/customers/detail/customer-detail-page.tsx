import type { Customer } from '@/entities/customer/customer';
import { Alert, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { customerQueryOptions } from '../api';
import type { CustomerSlots } from '../customer-slots';
import { useCustomerMenu } from '../use-customer-menu';
import { CustomerHeader } from './customer-header';
import { CustomerTabLabel } from './customer-tab-label';
import { customerTabs, isCustomerTab, type CustomerTab, type CustomerTabContents } from './customer-tabs';
import { TabComingSoon } from './tab-coming-soon';

const route = getRouteApi('/dashboard/debtors/$id/$email/$tab');

/** Spec 3 §2.5: a customer that cannot be loaded is shown as one with the names 'unknown'. */
const unknownCustomer = (id: string, email: string): Customer => ({
  id,
  type: 'PERSON',
  paymentMethod: 'ONLINE_PAYMENT',
  emailAddress: email,
  firstName: 'unknown',
  lastName: 'unknown',
});

type Props = { tabs: CustomerTabContents; slots: CustomerSlots };

/** /dashboard/debtors/{id}/{email}/{tab}: header, pending tile, back button and the seven tabs. */
export const CustomerDetailPage = ({ tabs, slots }: Props) => {
  const { t } = useTranslation('customers');
  const { id, email, tab: tabParam } = route.useParams();
  const navigate = useNavigate();
  const tab: CustomerTab = isCustomerTab(tabParam) ? tabParam : 'payments';
  const customer = useQuery(customerQueryOptions(id));
  const unknown = customer.isError;
  const shown = customer.data ?? unknownCustomer(id, email);

  const open = (next: CustomerTab, target: Customer = shown) =>
    navigate({
      to: '/dashboard/debtors/$id/$email/$tab',
      params: { id: target.id, email: target.emailAddress, tab: next },
    });
  const menu = useCustomerMenu({
    inDetailView: true,
    slots,
    // A changed e-mail address changes the page's address too.
    onSaved: (saved) => void (saved.emailAddress !== email && open(tab, saved)),
    onDeleted: () => void navigate({ to: '/dashboard/debtors' }),
  });

  return (
    <Stack gap="lg">
      <Button
        component={Link}
        to="/dashboard/debtors"
        variant="subtle"
        leftSection={<IconArrowLeft size={16} />}
        w="fit-content"
        px="xs"
      >
        {t('detail.back')}
      </Button>
      {customer.isPending ? (
        <Skeleton h={96} />
      ) : (
        <CustomerHeader customer={shown} unknown={unknown} actions={unknown ? [] : menu.actionsOf(shown)} />
      )}
      {unknown && (
        <Alert color="yellow" role="alert">
          {t('detail.notLoaded')}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(next) => next && isCustomerTab(next) && void open(next)}
        keepMounted={false}
      >
        <Tabs.List>
          {customerTabs.map((key) => (
            <Tabs.Tab key={key} value={key}>
              <CustomerTabLabel tab={key} id={id} label={t(`tabs.${key}`)} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {customerTabs.map((key) => {
          const content = tabs[key];
          return (
            <Tabs.Panel key={key} value={key} pt="md">
              {content ? content({ customer: shown }) : <TabComingSoon label={t(`tabs.${key}`)} />}
            </Tabs.Panel>
          );
        })}
      </Tabs>
      {menu.dialogs}
    </Stack>
  );
};
