import { createFileRoute } from '@tanstack/react-router';
import { listRoute, listLoader } from '@/lib/list-route';
import { PlanImportDialog } from '@/features/import/plan-import-dialog';
import { plansListQueryOptions } from '@/features/instalment-plans/api';
import { PlansPage } from '@/features/instalment-plans/plans-page';
import { PlansSearch } from '@/features/instalment-plans/plans-search';

export const Route = createFileRoute('/dashboard/transactions/plans')({
  ...listRoute(PlansSearch),
  loader: listLoader(plansListQueryOptions),
  component: () => <PlansPage renderImport={(onClose) => <PlanImportDialog opened onClose={onClose} />} />,
});
