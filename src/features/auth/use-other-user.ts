import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getUser } from '@generated/api/session/session';
import { onSessionChange, readSession } from '@/lib/session';
import { getUserScope, setUserScope } from '@/lib/user-scope';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Another user signed in in another tab (the tabs share the session): this tab shows nothing of
 * the first user's any more. The scope is cleared first, so that no form of the first user writes
 * its draft under the second; the tab starts again on home and every query is read again.
 */
export const useOtherUserSignIn = (onSwitched: () => void) => {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    let known = readSession()?.token;
    return onSessionChange((session) => {
      if (!session || session.token === known) return;
      known = session.token;
      void getUser().then(
        (user) => {
          const scope = getUserScope();
          if (!scope || sameEmail(scope.email, user.emailAddress)) return;
          setUserScope(null);
          onSwitched();
          // Reset, not merely removed: the screens still showing the first user's data read again.
          void router
            .navigate({ to: '/dashboard/home', replace: true, ignoreBlocker: true })
            .then(() => queryClient.resetQueries())
            .then(() => router.invalidate());
        },
        // The session is checked again by the next call, which asks to sign in if it has to.
        () => undefined,
      );
    });
  }, [queryClient, router, onSwitched]);
};
