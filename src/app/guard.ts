import { redirect } from '@tanstack/react-router';
import { isSignedIn } from '@/lib/session';

/** Protected pages without a valid session go to /login, remembering the page and its query. */
export const requireSession = (href: string) => {
  if (!isSignedIn()) throw redirect({ to: '/login', search: { redirect: href }, replace: true });
};
