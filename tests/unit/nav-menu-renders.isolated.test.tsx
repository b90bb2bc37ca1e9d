/** A route change renders again only the navigation's entries whose state changes. */
import { act, screen } from '@testing-library/react';
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
const routeTree = root.addChildren(['/home', '/customers', '/payments', '/invoices', '/credits'].map(page));

describe('the navigation on a route change', () => {
  it('renders again the entries left and reached, not the others', async () => {
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: ['/payments'] }),
    });
    await renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');

    renders.length = 0;
    // The app's router types its paths; this tree's are its own.
    await act(async () => router.history.push('/invoices'));
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Payments' })).not.toHaveAttribute('aria-current');
    // The group around them renders again; Home, Customers and Credits do not.
    expect(renders.filter((label) => label !== 'Transactions').sort()).toEqual(['Invoices', 'Payments']);
  });
});
