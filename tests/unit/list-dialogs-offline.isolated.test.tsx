/**
 * A list's export and bulk dialogs load when first opened. Opened for the first time while the
 * browser is offline, their place says so and the list stays; back online they open by
 * themselves, as every dialog loaded on first use. (Isolated: the dialogs' modules must not have
 * been loaded by an earlier file, and are replaced by ones that fail while `network.offline`.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataRows, openList } from '../list';
import { networkSwitch } from './offline-steps';

const network = vi.hoisted(() => ({ offline: false }));

const refuseOffline = async <T,>(load: () => Promise<T>) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return load();
};

vi.mock('@/components/list/shell/list-export-dialog', (importOriginal) => refuseOffline(importOriginal));
vi.mock('@/components/list/shell/bulk-dialog', (importOriginal) => refuseOffline(importOriginal));

const goOnline = networkSwitch(network);

afterEach(() => goOnline(true));

/** The note in the dialog's place, with the list still behind it; closed, then asked again. */
const expectNotLoaded = async () => {
  const notLoaded = await screen.findByRole('dialog', { name: 'Not loaded yet' });
  expect(within(notLoaded).getByRole('alert')).toHaveTextContent(
    'You are offline: this dialog has not been loaded yet, so it cannot open until the connection is back.',
  );
  expect(screen.getByTestId('data-table')).toBeInTheDocument();
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
};

describe("a list's export and bulk dialogs opened for the first time while offline", () => {
  it('say so in place, keep the list, and open once the browser is back online', async () => {
    const app = await openList('/dashboard/transactions/payments?size=5');
    goOnline(false);

    await app.user.click(screen.getByRole('button', { name: 'Export' }));
    await expectNotLoaded();
    goOnline(true);
    const exportDialog = await screen.findByRole('dialog', { name: /^Export: / });
    expect(screen.queryByRole('dialog', { name: 'Not loaded yet' })).not.toBeInTheDocument();
    await app.user.click(within(exportDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const [first] = dataRows();
    if (!first) throw new Error('no row');
    await app.user.click(within(first).getByRole('checkbox', { name: /^Select / }));
    goOnline(false);
    const bar = screen.getByTestId('selection-bar');
    await app.user.click(within(bar).getByRole('button', { name: 'Send reminder' }));
    await expectNotLoaded();
    goOnline(true);
    expect(await screen.findByRole('dialog', { name: 'Send reminder' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Not loaded yet' })).not.toBeInTheDocument();
  });
});
