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
    void router.navigate({ to: '/login', search: { redirect }, replace: true });
  };

  setUnauthorizedHandler(toLogin);
  return onSessionChange((session) => {
    if (!session) toLogin();
  });
};
