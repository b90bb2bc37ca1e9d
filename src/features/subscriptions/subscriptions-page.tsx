import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '@/components/create-button';
import { ListShell } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { NewSubscriptionDialog } from './new-subscription-dialog';
import { subscriptionFilters } from './subscriptions-filters';
import { subscriptionsList } from './subscriptions-list';
import type { SubscriptionsSearchValues } from './subscriptions-search';
import { useSubscriptionActions } from './use-subscription-actions';
import { perLanguage } from '@/lib/per-language';

/** The filters, made once per language. */
const filtersFor = perLanguage(subscriptionFilters);

const route = getRouteApi('/dashboard/transactions/subscriptions');

/** /dashboard/transactions/subscriptions (spec 3 §2.4). */
export const SubscriptionsPage = () => {
  const { t } = useTranslation(['subscriptions', 'lists']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (next: SubscriptionsSearchValues) => void navigate({ search: next });
  const filters = useMemo(() => filtersFor(t), [t]);
  const actions = useSubscriptionActions();
  const [creating, setCreating] = useState(false);

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')}>
        <CreateButton onClick={() => setCreating(true)}>{t('new subscription')}</CreateButton>
      </PageHeader>
      <ListShell
        config={subscriptionsList}
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        rowActions={actions.menu}
      />
      {actions.dialogs}
      {creating && <NewSubscriptionDialog opened onClose={() => setCreating(false)} />}
    </Stack>
  );
};
