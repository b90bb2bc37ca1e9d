import { Stack } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListShell } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { SplitButton } from '@/components/split-button';
import { NewPlanDialog } from './new-plan-dialog';
import { planFilters } from './plans-filters';
import { plansList } from './plans-list';
import type { PlansSearchValues } from './plans-search';
import { usePlanActions } from './use-plan-actions';
import { perLanguage } from '@/lib/per-language';

/** The filters, made once per language. */
const filtersFor = perLanguage(planFilters);

const route = getRouteApi('/dashboard/transactions/plans');

type Props = {
  /** The import of instalment plans behind the split button, passed in by the route. */
  renderImport: (onClose: () => void) => ReactNode;
};

/** /dashboard/transactions/plans (spec 3 §2.4). */
export const PlansPage = ({ renderImport }: Props) => {
  const { t } = useTranslation(['instalment-plans', 'lists']);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (next: PlansSearchValues) => void navigate({ search: next });
  const filters = useMemo(() => filtersFor(t), [t]);
  const actions = usePlanActions();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')}>
        <SplitButton
          label={t('new instalment plan')}
          onClick={() => setCreating(true)}
          moreLabel={t('moreCreateOptions')}
          options={[
            {
              key: 'import',
              label: t('importPlans'),
              icon: <IconFileImport size={16} />,
              onClick: () => setImporting(true),
            },
          ]}
        />
      </PageHeader>
      <ListShell
        config={plansList}
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        rowActions={actions.menu}
      />
      {actions.dialogs}
      {creating && <NewPlanDialog opened onClose={() => setCreating(false)} />}
      {importing && renderImport(() => setImporting(false))}
    </Stack>
  );
};
