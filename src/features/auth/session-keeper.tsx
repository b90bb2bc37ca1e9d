import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { setReauthenticate } from '@/lib/api-client';
import { endSession, onSessionChange, readSession } from '@/lib/session';
import { getUserScope } from '@/lib/user-scope';
import { useOtherUserSignIn } from './use-other-user';
import { lazyPart } from '@/components/first-use/lazy-part';

// Loaded when a session first ends, never with the login page.
const ReauthDialog = lazyPart(() => import('./reauth-dialog').then((module) => module.ReauthDialog));

/** setTimeout's longest delay; a session lasting longer is looked at again then. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Keeps the page when the session ends while it is shown: a 401, or the expiry passing while the
 * user types, asks for the password over the screen (one dialog for every call that waits), and
 * the calls go on once the user signed in again. Choosing another user ends the session; the
 * forms' drafts are kept for the next sign-in (src/lib/drafts.ts). Another user signing in in
 * another tab takes this tab to home with nothing of the first user's left.
 */
export const SessionKeeper = () => {
  const [answer, setAnswer] = useState<((signedIn: boolean) => void) | null>(null);
  // The calls that waited for the first user fail (never sent again as the second one).
  const answerRef = useRef(answer);
  useEffect(() => {
    answerRef.current = answer;
  });
  const switched = useCallback(() => answerRef.current?.(false), []);
  useOtherUserSignIn(switched);

  useEffect(() => {
    let asking: Promise<boolean> | null = null;
    const ask = () =>
      (asking ??= new Promise<boolean>((resolve) =>
        setAnswer(() => (signedIn: boolean) => {
          asking = null;
          setAnswer(null);
          resolve(signedIn);
        }),
      ));
    const stop = setReauthenticate(ask);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watchExpiry = () => {
      clearTimeout(timer);
      const session = readSession();
      if (!session) return;
      const left = session.expiresAt - Date.now();
      timer = setTimeout(
        () => (readSession() ? watchExpiry() : void ask()),
        Math.min(left + 50, MAX_DELAY_MS),
      );
    };
    watchExpiry();
    const unsubscribe = onSessionChange(watchExpiry);
    return () => {
      stop();
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);

  if (!answer) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog
        email={getUserScope()?.email ?? ''}
        onSignedIn={() => answer(true)}
        onOtherUser={() => {
          answer(false);
          // The session-sync leads to /login, remembering the page.
          endSession();
        }}
      />
    </Suspense>
  );
};
