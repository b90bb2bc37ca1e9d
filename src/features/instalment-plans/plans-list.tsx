import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstalmentPlan } from '@generated/model/instalmentPlan';
import { DataTable } from '@/components/data-table/data-table';
import { useListTable } from '@/components/data-table/use-list-table';
import { plansListQueryOptions } from './api';
import { CUSTOMER_COLUMN, getPlanColumns } from './plans-columns';
import type { PlansSearchValues } from './plans-search';

type Props = {
  search: PlansSearchValues;
  onSearchChange: (search: PlansSearchValues) => void;
  filterKeys: readonly string[];
  rowActions: (plan: InstalmentPlan) => ReactNode;
};

/** The table of instalment plans with its query; the customer's tab shows it too. */
export const PlansList = ({ search, onSearchChange, filterKeys, rowActions }: Props) => {
  const { t } = useTranslation(['instalment-plans', 'lists']);
  const query = useQuery(plansListQueryOptions(search));
  const table = useListTable({
    listId: 'instalment-plans',
    search,
    onSearchChange,
    query,
    rowsOf: (page) => page._embedded.instalmentPlans,
    filterKeys,
  });
  const columns = useMemo(() => getPlanColumns(t), [t]);
  const hiddenColumns = useMemo(() => (search.debitorId ? [CUSTOMER_COLUMN] : []), [search.debitorId]);
  return (
    <DataTable
      {...table}
      label={t('title')}
      columns={columns}
      getRowId={(plan) => plan.id}
      emptyText={t('empty')}
      hiddenColumns={hiddenColumns}
      rowActions={rowActions}
    />
  );
};
