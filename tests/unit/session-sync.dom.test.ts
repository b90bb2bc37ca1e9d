import { describe, expect, it, vi } from 'vitest';
import { connectSession } from '@/app/session-sync';
import type { AppRouter } from '@/app/router';
import type { QueryClientSource } from '@/app/query-client-source';
import { endSession, startSession } from '@/lib/session';

/** A router on a protected page that records where it is sent. */
const routerOn = (pathname: string) => {
  const navigate = vi.fn(() => Promise.resolve());
  const router = { state: { location: { pathname, searchStr: '?states=ERROR', hash: '' } }, navigate };
  // Only the two members the session's watcher reads.
  return { router: router as unknown as AppRouter, navigate };
};
const noQueries: QueryClientSource = {
  load: () => Promise.reject(new Error('not used')),
  current: () => undefined,
  subscribe: () => () => undefined,
};

describe('the session watcher', () => {
  it('sends a protected page to /login, remembering it, when the session ends by itself', () => {
    const { router, navigate } = routerOn('/dashboard/transactions/payments');
    const disconnect = connectSession(router, noQueries);
    startSession('Bearer abc', 3600);
    endSession();
    disconnect();
    expect(navigate).toHaveBeenCalledWith({
      to: '/login',
      search: { redirect: '/dashboard/transactions/payments?states=ERROR' },
      replace: true,
      // The session is gone and no form can be saved: the question before leaving is not asked.
      ignoreBlocker: true,
    });
  });

  // The logout route leads to /login itself: a second navigation from here would race it and could
  // win, leaving the next user a page of the last one to return to.
  it('leaves a logout in this tab to the logout route', () => {
    const { router, navigate } = routerOn('/dashboard/home');
    const disconnect = connectSession(router, noQueries);
    startSession('Bearer abc', 3600);
    endSession('logout');
    disconnect();
    expect(navigate).not.toHaveBeenCalled();
  });
});
