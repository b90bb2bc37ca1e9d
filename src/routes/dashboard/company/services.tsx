import { createFileRoute } from '@tanstack/react-router';
import { servicesQueryOptions } from '@/features/services/api';
import { ServicesPage } from '@/features/services/services-page';

/** The services marketplace (spec 3 §2.10). */
export const Route = createFileRoute('/dashboard/company/services')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(servicesQueryOptions());
  },
  component: ServicesPage,
});
