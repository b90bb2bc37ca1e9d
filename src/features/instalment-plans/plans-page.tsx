import { Stack } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListShell, useListSearch } from '@/components/list';
import { PageHeader } from '@/components/page-header';
import { SplitButton } from '@/components/split-button';
import { NewPlanDialog } from './new-plan-dialog';
import { plansList } from './plans-list';

type Props = {
  /** The import of instalment plans behind the split button, passed in by the route. */
  renderImport: (onClose: () => void) => ReactNode;
};

/** /dashboard/transactions/plans (spec 3 §2.4). */
export const PlansPage = ({ renderImport }: Props) => {
  const { t } = useTranslation(['instalment-plans', 'lists']);
  const { search, setSearch } = useListSearch(plansList);
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
      <ListShell config={plansList} search={search} onSearchChange={setSearch} />
      {creating && <NewPlanDialog opened onClose={() => setCreating(false)} />}
      {importing && renderImport(() => setImporting(false))}
    </Stack>
  );
};
