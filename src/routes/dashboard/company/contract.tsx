import { createFileRoute, redirect } from '@tanstack/react-router';
import { ContractPage } from '@/features/contract/contract-page';
import { ContractSearch } from '@/features/contract/contract-search';
import { isProduction } from '@/lib/env';

/** The contract page exists only outside production (spec 1 §6). */
export const Route = createFileRoute('/dashboard/company/contract')({
  validateSearch: ContractSearch,
  beforeLoad: () => {
    if (isProduction()) throw redirect({ to: '/dashboard/home', replace: true });
  },
  component: ContractPage,
});
