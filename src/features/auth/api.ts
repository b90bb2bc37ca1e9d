import { useQueryClient } from '@tanstack/react-query';
import { login } from '@generated/api/session/session';
import { useAppMutation } from '@/lib/mutation';
import { sessionHeaders, startSession } from '@/lib/session';
import type { LoginFormValues } from './login-schema';

/**
 * Signs in and starts the session from the `authorization` and `expires` response headers. The
 * page shows a failure itself.
 */
export const useLoginMutation = () => {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: async (values: LoginFormValues) => {
      const response = await login(values);
      const { token, expires } = sessionHeaders(response.headers);
      // Nothing cached for an earlier user may be shown to this one.
      queryClient.clear();
      return startSession(token, expires);
    },
  });
};
