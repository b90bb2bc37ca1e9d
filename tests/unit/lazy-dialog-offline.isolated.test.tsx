/**
 * A dialog whose code loads on first use, opened for the first time while the browser is offline:
 * its code cannot arrive, so the dialog's place says so and the page keeps working; back online it
 * opens. (Isolated: the dialog's module must not have been loaded by an earlier file, and is
 * replaced by one that fails while `network.offline`.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS } from './product-steps';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';
import { networkSwitch } from './offline-steps';

const network = vi.hoisted(() => ({ offline: false }));

vi.mock('@/features/products/product-dialog/product-dialog', async (importOriginal) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const goOnline = networkSwitch(network);

afterEach(() => goOnline(true));

describe('a lazily loaded dialog opened for the first time while offline', () => {
  it('says so in place, keeps the page, and opens once the browser is back online', async () => {
    signInAsDemo();
    const app = await renderApp(PRODUCTS);
    const table = await screen.findByRole('table');
    goOnline(false);
    const create = await screen.findByRole('button', { name: 'New product' });
    await app.user.click(create);

    const notLoaded = await screen.findByRole('dialog', { name: 'Not loaded yet' });
    expect(within(notLoaded).getByRole('alert')).toHaveTextContent(
      'You are offline: this dialog has not been loaded yet, so it cannot open until the connection is back.',
    );
    expect(within(notLoaded).getByRole('button', { name: 'Try again' })).toBeDisabled();
    // The page behind it is still there.
    expect(table).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();

    // Closed, and opened again while still offline: the same message.
    await app.user.click(within(notLoaded).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Not loaded yet' })).not.toBeInTheDocument(),
    );
    await app.user.click(create);
    expect(await screen.findByRole('dialog', { name: 'Not loaded yet' })).toBeInTheDocument();

    goOnline(true);
    expect(await screen.findByRole('dialog', { name: 'New product' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Not loaded yet' })).not.toBeInTheDocument();
  });
});
