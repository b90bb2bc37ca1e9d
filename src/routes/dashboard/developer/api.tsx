import { createFileRoute } from '@tanstack/react-router';
import { apiKeysQueryOptions } from '@/features/developer/api';
import { ApiKeysPage } from '@/features/developer/api-keys/api-keys-page';

export const Route = createFileRoute('/dashboard/developer/api')({
  // Starts the list without waiting: the table shows skeleton rows, or its error state, meanwhile.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(apiKeysQueryOptions()),
  component: ApiKeysPage,
});
