import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '@/components/create-button';
import { ListShell } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { CreateCreditDialog } from './create-credit-dialog';
import { creditFilters } from './credits-filters';
import { creditsList } from './credits-list';
import type { CreditsSearchValues } from './credits-search';
import { useCreditActions } from './use-credit-actions';
import { perLanguage } from '@/lib/per-language';

/** The filters, made once per language. */
const filtersFor = perLanguage(creditFilters);

const route = getRouteApi('/dashboard/transactions/credits/');

/** /dashboard/transactions/credits (spec 3 §2.4): the credits, their filters, creating one. */
export const CreditsPage = () => {
  const { t } = useTranslation(['credits', 'lists']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (next: CreditsSearchValues) => void navigate({ search: next });
  const filters = useMemo(() => filtersFor(t), [t]);
  const actions = useCreditActions({ inDetailView: false });
  const [creating, setCreating] = useState(false);

  const closeCreate = () => {
    setCreating(false);
    if (search.action) setSearch({ ...search, action: undefined });
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')}>
        <CreateButton onClick={() => setCreating(true)}>{t('create.open')}</CreateButton>
      </PageHeader>
      <ListShell
        config={creditsList}
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        rowActions={actions.menu}
      />
      {actions.dialogs}
      {(creating || search.action === 'new') && <CreateCreditDialog opened onClose={closeCreate} />}
    </Stack>
  );
};
