import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/errors';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A client error will not get better by asking again.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      // Offline, a write runs and is refused at once (src/lib/api-client.ts) instead of waiting
      // silently in a queue until the connection is back; the form keeps what was typed.
      mutations: { networkMode: 'always' },
    },
  });
