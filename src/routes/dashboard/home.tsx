import { createFileRoute } from '@tanstack/react-router';
import { getGetCompanySuspenseQueryOptions } from '@generated/api/company/company';
import { HomePage } from '@/features/home/home-page';

export const Route = createFileRoute('/dashboard/home')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetCompanySuspenseQueryOptions()),
  component: HomePage,
});
