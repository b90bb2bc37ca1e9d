import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListShell } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { creditNoteFilters } from './credit-notes-filters';
import { creditNotesList } from './credit-notes-list';
import type { CreditNotesSearchValues } from './credit-notes-search';
import { useCreditNoteActions } from './use-credit-note-actions';
import { perLanguage } from '@/lib/per-language';

/** The filters, made once per language. */
const filtersFor = perLanguage(creditNoteFilters);

const route = getRouteApi('/dashboard/transactions/credit-notes/');

/** /dashboard/transactions/credit-notes (spec 3 §2.4). */
export const CreditNotesPage = () => {
  const { t } = useTranslation(['credit-notes', 'lists']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (next: CreditNotesSearchValues) => void navigate({ search: next });
  const filters = useMemo(() => filtersFor(t), [t]);
  const menu = useCreditNoteActions();
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} />
      <ListShell
        config={creditNotesList}
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        rowActions={menu}
      />
    </Stack>
  );
};
