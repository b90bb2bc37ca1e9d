import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { BuildLabel } from '@/components/build-label';
import { isSignedIn } from '@/lib/session';
import { renderApp, renderWithProviders } from '../render';
import { onlyPaymentServiceActive } from '../services';
import { signInAsDemo } from '../sign-in';

describe('routes and guard (spec 1 §2, spec 3 §2.1)', () => {
  it('sends / to /login', async () => {
    const app = await renderApp('/');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });

  it('sends a protected page to /login and remembers the page with its query', async () => {
    const app = await renderApp('/dashboard/transactions/payments?action=new');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.router.state.location.search).toEqual({
      redirect: '/dashboard/transactions/payments?action=new',
    });
  });

  it("shows 'Not found' for unknown paths", async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('sends unknown dashboard paths home', async () => {
    signInAsDemo();
    const app = await renderApp('/dashboard/no/such/page');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard/home'));
    expect(await screen.findByRole('heading', { name: 'Bäckerei Schneider GmbH' })).toBeInTheDocument();
  });

  it('logs out: session, storage and query cache are gone, protected pages redirect', async () => {
    signInAsDemo();
    localStorage.setItem('portal.leftover', 'x');
    const app = await renderApp('/dashboard/home');
    await screen.findByTestId('user-full-name');
    expect(app.queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    await app.router.navigate({ to: '/logout' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    // No page of the user who left is remembered for the next sign-in.
    expect(app.router.state.location.search).toEqual({});
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem('portal.leftover')).toBeNull();
    expect(app.queryClient.getQueryCache().getAll()).toHaveLength(0);
    await app.router.navigate({ to: '/dashboard/home' });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
  });

  it('goes to /login, remembering the page, when the backend answers 401', async () => {
    signInAsDemo();
    server.use(http.get('*/company', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    const app = await renderApp('/dashboard/checkouts/products');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(app.router.state.location.search).toEqual({ redirect: '/dashboard/checkouts/products' });
    expect(isSignedIn()).toBe(false);
  });

  it('shows the user page with e-mail and names', async () => {
    signInAsDemo();
    await renderApp('/user');
    expect(await screen.findByText('demo@example.com')).toBeInTheDocument();
    expect(screen.getByText('Anna')).toBeInTheDocument();
    expect(screen.getByText('Schneider')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');
  });
});

describe('dashboard shell', () => {
  it('hides the entries of inactive services', async () => {
    signInAsDemo();
    onlyPaymentServiceActive();
    await renderApp('/dashboard/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveTextContent('Transactions');
    expect(nav).not.toHaveTextContent('Marketplace');
    expect(nav).not.toHaveTextContent('Invoices');
  });

  // Spec 3 §2.2: one entry is the current page, the screen's own, not also its group's overview.
  it.each([
    { url: '/dashboard/checkouts/products', current: 'Products' },
    { url: '/dashboard/checkouts/links', current: 'Payment links' },
    { url: '/dashboard/connected-accounts/transactions', current: 'Client transactions' },
  ])('marks only $current as the current page on $url', async ({ url, current }) => {
    signInAsDemo();
    await renderApp(url);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1));
    const entry = nav.querySelector('[aria-current="page"]');
    expect(entry).toHaveAttribute('href', url);
    expect(entry).toHaveAccessibleName(new RegExp(`^${current}`));
    expect(nav.querySelectorAll('a[data-active]')).toHaveLength(1);
  });

  it('opens the group of the page shown when the user goes there from elsewhere; the user can still close it', async () => {
    signInAsDemo();
    const { router, user } = await renderApp('/dashboard/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Client transactions' })).not.toBeInTheDocument();
    await act(() => router.navigate({ to: '/dashboard/connected-accounts/transactions' }));
    const entry = await within(nav).findByRole('link', { name: /^Client transactions/ });
    expect(entry).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByText('Marketplace'));
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: /^Client transactions/ })).not.toBeInTheDocument(),
    );
    // Going to another of its pages opens it again, with that page's entry current.
    await act(() => router.navigate({ to: '/dashboard/connected-accounts' }));
    expect(await within(nav).findByRole('link', { name: /^Clients/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the build label only when a version is set', async () => {
    const { rerender } = await renderWithProviders(<BuildLabel version={undefined} />);
    expect(screen.queryByTestId('build-label')).not.toBeInTheDocument();
    rerender(<BuildLabel version="1.2.3" />);
    expect(screen.getByTestId('build-label')).toHaveTextContent('1.2.3');
  });
});
