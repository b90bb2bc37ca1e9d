import { createFileRoute } from '@tanstack/react-router';
import { webhookEventTypesQueryOptions, webhooksQueryOptions } from '@/features/developer/api';
import { WebhooksPage } from '@/features/developer/webhooks/webhooks-page';
import { WebhooksSearch } from '@/features/developer/webhooks/webhooks-search';

export const Route = createFileRoute('/dashboard/developer/webhook')({
  validateSearch: WebhooksSearch,
  // Starts the list, and the events the create dialog offers, without waiting for them.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(webhooksQueryOptions());
    void queryClient.prefetchQuery(webhookEventTypesQueryOptions());
  },
  component: WebhooksPage,
});
