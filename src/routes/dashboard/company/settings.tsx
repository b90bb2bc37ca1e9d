import { createFileRoute } from '@tanstack/react-router';
import { companyQueryOptions } from '@/features/company-settings/api';
import { ServiceSettingsPage } from '@/features/company-settings/service-settings/service-settings-page';

export const Route = createFileRoute('/dashboard/company/settings')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(companyQueryOptions()),
  component: ServiceSettingsPage,
});
