/**
 * Offline, a navigation to a page whose code has not been loaded yet is refused: the user stays
 * where they are, with what they typed, and an alert says why (src/components/offline-navigation).
 * Pages shown before open offline; online nothing is refused. (The code of each route is a chunk
 * of its own only in a build: tests/e2e/nothing-lost.spec.ts proves the tab is kept there.)
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { renderApp, type AppRender } from '../render';
import { signInAsDemo } from '../sign-in';
import { chooseType, field, openNewProduct } from './product-steps';
import { setBrowserOnline } from './offline-steps';

const HOME = '/dashboard/home';
const WEBHOOKS = '/dashboard/developer/webhook';
const NOT_LOADED =
  'You are offline: this page has not been loaded yet, so it cannot open until the connection is back. You stay on this page.';

const openHome = async () => {
  signInAsDemo();
  const app = await renderApp(HOME);
  await screen.findByRole('heading', { name: 'Bäckerei Schneider GmbH' });
  return app;
};

const webhooksShown = () => screen.findByRole('table', { name: 'Webhooks' });

/** Types a product's name, goes offline and tries to leave: refused, not asked, the input kept. */
const leaveTypedInputOffline = async (app: AppRender, dialog: HTMLElement) => {
  await chooseType(app, dialog, 'Product');
  await app.user.type(field(dialog, /^Name/), 'Roggenbrot');
  setBrowserOnline(false);
  // A refused navigation never settles.
  void app.router.navigate({ to: WEBHOOKS });
  expect((await screen.findByText(NOT_LOADED)).closest('[role="alert"]')).not.toBeNull();
  expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  expect(field(dialog, /^Name/)).toHaveValue('Roggenbrot');
};

afterEach(() => {
  setBrowserOnline(true);
  notifications.clean();
});

describe('offline, a page whose code has not been loaded', () => {
  it('is not opened: the page stays and an alert says why; back online it opens', async () => {
    const app = await openHome();
    setBrowserOnline(false);
    // A refused navigation never settles.
    void app.router.navigate({ to: WEBHOOKS });

    expect((await screen.findByText(NOT_LOADED)).closest('[role="alert"]')).not.toBeNull();
    expect(app.router.state.location.pathname).toBe(HOME);
    expect(screen.getByRole('heading', { name: 'Bäckerei Schneider GmbH' })).toBeInTheDocument();

    setBrowserOnline(true);
    // The alert goes with the reason for it.
    await waitFor(() => expect(screen.queryByText(NOT_LOADED)).not.toBeInTheDocument());
    await app.router.navigate({ to: WEBHOOKS });
    await webhooksShown();
    expect(app.router.state.location.pathname).toBe(WEBHOOKS);
  });

  it('a page shown before opens offline', async () => {
    const app = await openHome();
    await app.router.navigate({ to: WEBHOOKS });
    await webhooksShown();
    await app.router.navigate({ to: HOME });
    await screen.findByRole('heading', { name: 'Bäckerei Schneider GmbH' });

    setBrowserOnline(false);
    await app.router.navigate({ to: WEBHOOKS });
    await webhooksShown();
    expect(app.router.state.location.pathname).toBe(WEBHOOKS);
    expect(screen.queryByText(NOT_LOADED)).not.toBeInTheDocument();
  });

  it('online, any page opens', async () => {
    const app = await openHome();
    await app.router.navigate({ to: WEBHOOKS });
    await webhooksShown();
    expect(screen.queryByText(NOT_LOADED)).not.toBeInTheDocument();
  });

  // Opened by a click: the shell's guard was registered first and refuses before the form asks.
  it('with unsaved input, does not ask whether to leave: the input stays', async () => {
    const { app, dialog } = await openNewProduct();
    await leaveTypedInputOffline(app, dialog);
    expect(app.router.state.location.pathname).toBe('/dashboard/checkouts/products');

    // Online the question is asked as before.
    setBrowserOnline(true);
    void app.router.navigate({ to: WEBHOOKS });
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });

  // Opened with the page: the form's question was registered before the shell's guard (effects run
  // child first). It must not ask: Leave would throw the draft away, and the page cannot open anyway.
  it('with unsaved input in a form opened with the page, does not ask either', async () => {
    signInAsDemo();
    const app = await renderApp('/dashboard/checkouts/products?action=new');
    await leaveTypedInputOffline(app, await screen.findByRole('dialog', { name: 'New product' }));
  });
});
