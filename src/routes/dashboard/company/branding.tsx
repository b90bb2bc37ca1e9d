import { createFileRoute } from '@tanstack/react-router';
import { brandingQueryOptions, companyQueryOptions } from '@/features/company-settings/api';
import { BrandingPage } from '@/features/company-settings/branding/branding-page';

export const Route = createFileRoute('/dashboard/company/branding')({
  loader: ({ context: { queryClient } }) => {
    // The page shows a loader, or its error state, while the colours load.
    void queryClient.prefetchQuery(brandingQueryOptions());
    return queryClient.ensureQueryData(companyQueryOptions());
  },
  component: BrandingPage,
});
