/**
 * What leaves the login page's bundle comes back before it is needed: the first key the user
 * types starts loading the query client and the code of the routes on the way to the next page
 * (src/app/preload-after-login.ts), so signing in does not wait for them.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render';

const routeIds = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([route]) =>
    route && typeof route === 'object' && 'id' in route ? route.id : undefined,
  );

describe('preloading after the login page', () => {
  it('starts with the first key typed, for the default page after login', async () => {
    const app = await renderApp('/login');
    const load = vi.spyOn(app.router.options.context.queries, 'load');
    const chunks = vi.spyOn(app.router, 'loadRouteChunk');
    await app.user.type(await screen.findByLabelText(/e-mail address/i), 'a');
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(routeIds(chunks)).toEqual(expect.arrayContaining(['/dashboard', '/dashboard/home']));
  });

  it('loads the remembered page instead when there is one', async () => {
    const app = await renderApp('/login?redirect=%2Fdashboard%2Ftransactions%2Fpayments');
    const chunks = vi.spyOn(app.router, 'loadRouteChunk');
    await app.user.click(await screen.findByLabelText(/^password/i));
    await waitFor(() =>
      expect(routeIds(chunks)).toEqual(expect.arrayContaining(['/dashboard/transactions/payments/'])),
    );
  });

  it('does nothing while the user only looks at the page', async () => {
    const app = await renderApp('/login');
    const load = vi.spyOn(app.router.options.context.queries, 'load');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
