import { createFileRoute } from '@tanstack/react-router';
import { PlanImportDialog } from '@/features/import/plan-import-dialog';
import { plansListQueryOptions } from '@/features/instalment-plans/api';
import { PlansPage } from '@/features/instalment-plans/plans-page';
import { PlansSearch } from '@/features/instalment-plans/plans-search';

export const Route = createFileRoute('/dashboard/transactions/plans')({
  validateSearch: PlansSearch,
  loaderDeps: ({ search }) => search,
  // Starts the first page without waiting: the table shows skeleton rows meanwhile.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(plansListQueryOptions(deps));
  },
  component: () => <PlansPage renderImport={(onClose) => <PlanImportDialog opened onClose={onClose} />} />,
});
