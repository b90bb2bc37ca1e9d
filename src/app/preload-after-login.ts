/**
 * What the page after the login page needs, loaded while the user is still typing: the styles,
 * the query library, the alerts' container (signing in raises 'You are logged in.') and the code
 * of every route on the way to the page the user is headed for. None of it is in the login page's
 * own bundle, and none of it should make the user wait once they have signed in.
 *
 * Started by the user's first key press, click or input on the login page (a password manager's
 * fill counts), not when the page is idle: a visitor who only looks at the page does not pay for
 * the dashboard.
 */
import type { AppRouter } from './router';
import { preloadNotifications } from './lazy-notifications';
import { loadFullStyles } from './styles/load-full-styles';

const ignore = () => undefined;

/** Starts loading; a failure here is left for the navigation itself to meet and report. */
export const preloadAfterLogin = (router: AppRouter, href: string) => {
  loadFullStyles().catch(ignore);
  router.options.context.queries.load().catch(ignore);
  preloadNotifications();
  const [routes] = router.getMatchedRoutes(new URL(href, window.location.origin).pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(ignore);
};
