/**
 * The route's error and not-found screens load when first needed (src/components/first-use/lazy-screen.tsx).
 * Offline, when their code cannot load, their place says so and offers 'Try again' (the page is
 * never reloaded into the browser's offline page); back online the real screen shows by itself.
 * Online they are the real screens.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '@/components/first-use/lazy-screen';
import { renderWithProviders } from '../render';
import { networkSwitch } from './offline-steps';

const network = { offline: false };
const fetched = <T,>(load: () => Promise<T>) =>
  network.offline ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : load();

const goOnline = networkSwitch(network);

afterEach(() => goOnline(true));

/** A page whose loader fails until `failing.loader` is false, under the wrapped screens. */
const renderRoutes = async (path: string, failure = () => new Error('the page failed')) => {
  const failing = { loader: true };
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/page',
    loader: () => {
      if (failing.loader) throw failure();
    },
    component: () => <h1>The page</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: lazyScreen(
      () => fetched(() => import('@/components/error-screen')),
      'ErrorScreen',
    ),
    defaultNotFoundComponent: lazyScreen(
      () => fetched(() => import('@/components/not-found-screen')),
      'NotFoundScreen',
    ),
  });
  const rendered = await renderWithProviders(<RouterProvider router={router} />);
  return { ...rendered, failing };
};

const OFFLINE_TEXT =
  'You are offline: this part of the page has not been loaded yet, so it cannot be shown until the connection is back. It appears by itself once you are online again.';

describe('the error screen loaded when first needed', () => {
  it('offline: says the part was not loaded, and back online the route and its screens come back', async () => {
    goOnline(false);
    const { failing } = await renderRoutes('/page');

    expect(await screen.findByRole('heading', { name: 'Not loaded yet' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();

    // Back online: the route is loaded again by itself (it works now) ...
    failing.loader = false;
    goOnline(true);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('offline, then online with the route still failing: the real error screen', async () => {
    goOnline(false);
    await renderRoutes('/page');
    expect(await screen.findByRole('heading', { name: 'Not loaded yet' })).toBeInTheDocument();
    goOnline(true);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });

  it('online: the real error screen', async () => {
    await renderRoutes('/page');
    const shown = await screen.findByRole('alert');
    expect(within(shown).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});

describe('a route whose code the browser could not fetch', () => {
  const codeFailed = () =>
    new TypeError('Failed to fetch dynamically imported module: http://x/assets/page.js');

  it('online: the page reloads itself once, rather than showing the error screen', async () => {
    sessionStorage.clear();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      await renderRoutes('/page', codeFailed);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('after such a reload, the error screen, whose Try again reloads the page', async () => {
    sessionStorage.setItem('portal:code-reloaded-at', String(Date.now()));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      const { user } = await renderRoutes('/page', codeFailed);
      const shown = await screen.findByRole('alert');
      expect(within(shown).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
      expect(reload).not.toHaveBeenCalled();
      await user.click(within(shown).getByRole('button', { name: 'Try again' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      sessionStorage.clear();
    }
  });
});

describe('the not-found screen loaded when first needed', () => {
  it('offline: says the part was not loaded; back online the real screen', async () => {
    goOnline(false);
    await renderRoutes('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Not loaded yet' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
    goOnline(true);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('online: the real screen', async () => {
    await renderRoutes('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });
});
