import { createFileRoute } from '@tanstack/react-router';
import { withQueryClient } from '@/app/query-client-source';
import { correlationQueryOptions } from '@/features/debug/api';
import { CorrelationError } from '@/features/debug/correlation-error';
import { CorrelationPage } from '@/features/debug/correlation-page';

export const Route = createFileRoute('/debug/correlations/$id')({
  beforeLoad: withQueryClient,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(correlationQueryOptions(params.id)),
  errorComponent: CorrelationError,
  component: function CorrelationRoute() {
    const { id } = Route.useParams();
    return <CorrelationPage id={id} />;
  },
});
