/**
 * Keeps the page when a link, the palette or browser back and forward would lead, offline, to a
 * page whose code has not been loaded yet. Each route's loader and screens are chunks of their own
 * (vite.config.ts); offline such a chunk cannot arrive, and TanStack Router's lazyRouteComponent
 * then reloads the tab, into the browser's own offline page. Instead the navigation is refused:
 * the user stays where they are, with what they typed, and an alert says why.
 *
 * A route can open offline once it has been shown since the page loaded: its match succeeded, so
 * its loader's code ran and its screens' code had loaded (the router loads them before it shows
 * a route). Other pages the same route shows (another customer) open too, with what the queries
 * hold. Online nothing is refused.
 */
import { notifications } from '@mantine/notifications';
import { useBlocker, useRouter, type AnyRouter } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The routes shown since the page loaded, per router (a test renders several). */
const shownRoutes = new WeakMap<AnyRouter, Set<string>>();
/** The routers whose pages refuse such navigations (the guard is on screen). */
const guarded = new WeakSet<AnyRouter>();

const noteShown = (router: AnyRouter) => {
  let shown = shownRoutes.get(router);
  if (!shown) shownRoutes.set(router, (shown = new Set()));
  for (const match of router.state.matches) if (match.status === 'success') shown.add(match.routeId);
};

/**
 * Whether the navigation to `pathname` is refused: the browser is offline and a route on the way
 * has not been shown yet. False while no guard is on screen.
 */
export const refusedOffline = (router: AnyRouter, pathname: string) => {
  if (navigator.onLine || !guarded.has(router)) return false;
  const shown = shownRoutes.get(router);
  const [routes] = router.getMatchedRoutes(pathname);
  return routes.some((route) => !shown?.has(route.id));
};

const ALERT_ID = 'offline-page-not-loaded';

/** Render once in the shell: refuses such navigations and says so (the alert goes once online). */
export const OfflineNavigationGuard = () => {
  const router = useRouter();
  const { t } = useTranslation('global');
  useEffect(() => {
    guarded.add(router);
    noteShown(router);
    const stop = router.subscribe('onResolved', () => noteShown(router));
    return () => {
      guarded.delete(router);
      stop();
    };
  }, [router]);
  const shouldBlockFn = useCallback(
    ({ next }: { next: { pathname: string } }) => {
      const refused = refusedOffline(router, next.pathname);
      if (refused) {
        notifications.show({
          id: ALERT_ID,
          message: t('offline.pageNotLoaded'),
          color: 'yellow',
          autoClose: false,
          role: 'alert',
        });
        // Wherever the user is by then.
        window.addEventListener('online', () => notifications.hide(ALERT_ID), { once: true });
      }
      return refused;
    },
    [router, t],
  );
  useBlocker({ shouldBlockFn, enableBeforeUnload: false });
  return null;
};
