/** A route change renders again only the navigation's entries whose state changes. */
import { act, createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type * as MantineCore from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { NavMenu } from '@/features/shell/nav-menu';
import type { NavItem } from '@/features/shell/navigation';
import { renderWithProviders } from '../render';

const renders = vi.hoisted(() => [] as string[]);

vi.mock('@mantine/core', async (importOriginal) => {
  const core = await importOriginal<typeof MantineCore>();
  const CountedNavLink = (props: MantineCore.NavLinkProps) => {
    renders.push(String(props.label));
    return <core.NavLink {...props} />;
  };
  return { ...core, NavLink: CountedNavLink };
});

const items: NavItem[] = [
  { label: 'nav.home', icon: 'home', to: '/home' },
  { label: 'nav.customers', icon: 'users', to: '/customers' },
  {
    label: 'nav.transactions',
    icon: 'transactions',
    children: [
      { label: 'nav.payments', to: '/payments' },
      { label: 'nav.invoices', to: '/invoices' },
      { label: 'nav.credits', to: '/credits' },
    ],
  },
  {
    label: 'nav.checkouts',
    icon: 'checkouts',
    children: [{ label: 'nav.products', to: '/products' }],
  },
];

const root = createRootRoute({
  component: () => (
    <>
      <NavMenu items={items} />
      <Outlet />
    </>
  ),
});
const page = (path: string) => createRoute({ getParentRoute: () => root, path, component: () => null });
const routeTree = root.addChildren(
  ['/home', '/customers', '/payments', '/invoices', '/credits', '/products'].map(page),
);

describe('the navigation on a route change', () => {
  it('renders again the entries left and reached, not the others', async () => {
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: ['/payments'] }),
    });
    await renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');

    // A first move lets the menu settle (the entries' first render of a later frame).
    await act(async () => router.history.push('/credits'));
    renders.length = 0;
    // The app's router types its paths; this tree's are its own.
    await act(async () => router.history.push('/invoices'));
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Credits' })).not.toHaveAttribute('aria-current');
    // The group around them renders again; Home, Customers, Payments and the other group do not.
    expect(renders.sort()).toEqual(['Credits', 'Invoices', 'Transactions']);

    // A change of the page's search alone renders no entry, and no entry works out its address
    // again (as each of the router's Links would).
    renders.length = 0;
    const addresses = vi.spyOn(router, 'buildLocation');
    await act(async () => router.history.push('/invoices?page=2'));
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(renders).toEqual([]);
    expect(addresses).not.toHaveBeenCalled();

    // Leaving the group keeps it open, as the user left it.
    await act(async () => router.history.push('/home'));
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Invoices' })).toBeVisible();
  });

  it("navigates in the app on a plain click, leaves a modifier's click to the browser and loads a page ahead when the pointer rests", async () => {
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: ['/payments'] }),
    });
    const preload = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined);
    const { user } = await renderWithProviders(<RouterProvider router={router} />);
    const invoices = await screen.findByRole('link', { name: 'Invoices' });
    expect(invoices).toHaveAttribute('href', '/invoices');

    await user.hover(invoices);
    await waitFor(() => expect(preload).toHaveBeenCalledWith({ to: '/invoices' }));

    // A click with Ctrl (a new tab) is not taken over: the router stays where it is.
    const event = createEvent.click(invoices, { ctrlKey: true, button: 0 });
    fireEvent(invoices, event);
    expect(event.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/payments');

    await user.click(invoices);
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoices'));
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the entry clicked as current in the frame that answers the click, and renders its page after that frame', async () => {
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: ['/payments'] }),
    });
    await renderWithProviders(<RouterProvider router={router} />);
    const invoices = await screen.findByRole('link', { name: 'Invoices' });
    const navigate = vi.spyOn(router, 'navigate');

    // The click's own task marks the entry and leaves the router alone.
    fireEvent.click(invoices, { button: 0 });
    expect(invoices).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Payments' })).not.toHaveAttribute('aria-current');
    expect(navigate).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/payments');

    // A second click before that frame goes to the second entry alone.
    fireEvent.click(screen.getByRole('link', { name: 'Credits' }), { button: 0 });
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute('aria-current', 'page');
    expect(invoices).not.toHaveAttribute('aria-current');

    await waitFor(() => expect(router.state.location.pathname).toBe('/credits'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith({ to: '/credits' });
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the page left as current again when the router stays (a question about unsaved input)', async () => {
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: ['/payments'] }),
    });
    await renderWithProviders(<RouterProvider router={router} />);
    const stay = vi.spyOn(router, 'navigate').mockResolvedValue(undefined);
    fireEvent.click(await screen.findByRole('link', { name: 'Invoices' }), { button: 0 });
    await waitFor(() => expect(stay).toHaveBeenCalledWith({ to: '/invoices' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(screen.getByRole('link', { name: 'Invoices' })).not.toHaveAttribute('aria-current');
  });
});
