/**
 * Keeps the app in step with the session: when it ends (logout here or in another tab, or a 401
 * from the backend) the query cache is emptied and protected pages go to /login.
 */
import { setUnauthorizedHandler } from '@/lib/api-client';
import { onSessionChange } from '@/lib/session';
import type { QueryClientSource } from './query-client-source';
import type { AppRouter } from './router';

const isProtected = (pathname: string) => pathname.startsWith('/dashboard') || pathname === '/user';

export const connectSession = (router: AppRouter, queries: QueryClientSource) => {
  // The page is remembered, so that signing in again leads back to it.
  const toLogin = () => {
    queries.current()?.clear();
    const { pathname, searchStr, hash } = router.state.location;
    if (!isProtected(pathname)) return;
    const redirect = `${pathname}${searchStr}${hash ? `#${hash}` : ''}`;
    // The session is gone: no form can be saved, and its draft is kept (src/lib/drafts.ts).
    void router.navigate({ to: '/login', search: { redirect }, replace: true, ignoreBlocker: true });
  };

  setUnauthorizedHandler(toLogin);
  // A logout in this tab leads to /login by itself (routes/logout.tsx) and remembers no page: the
  // next user to sign in on this device starts on home, not on the page the last one left.
  return onSessionChange((session, end) => {
    if (!session && end !== 'logout') toLogin();
  });
};
