import { createFileRoute } from '@tanstack/react-router';
import { companyQueryOptions } from '@/features/company-settings/api';
import { MasterDataPage } from '@/features/company-settings/master-data/master-data-page';

export const Route = createFileRoute('/dashboard/company/masterdata')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(companyQueryOptions()),
  component: MasterDataPage,
});
