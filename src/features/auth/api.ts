import { useQueryClient } from '@tanstack/react-query';
import { login } from '@generated/api/session/session';
import { useAppMutation } from '@/lib/mutation';
import { startSession } from '@/lib/session';
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
      const token = response.headers.get('authorization');
      const expires = Number(response.headers.get('expires'));
      if (!token || !Number.isFinite(expires) || expires <= 0) {
        throw new Error('The login response lacks the authorization or expires header.');
      }
      // Nothing cached for an earlier user may be shown to this one.
      queryClient.clear();
      return startSession(token, expires);
    },
  });
};
