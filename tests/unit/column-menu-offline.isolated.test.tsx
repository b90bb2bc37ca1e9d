/**
 * The column menu's code loads after the list has painted. When the browser is offline by then,
 * the list stays and the button waits: the menu opens once the browser is back online
 * (src/lib/on-first-use.ts). (Isolated: the menu's module must not have been loaded by an
 * earlier file, and is replaced by one that fails while the test says the browser is offline.)
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColumnMenuSlot } from '@/components/list/table/column-menu-slot';
import { DEFAULT_LIST_PREFERENCES } from '@/lib/list-preferences';
import { renderWithProviders } from '../render';
import { networkSwitch } from './offline-steps';

const network = vi.hoisted(() => ({ offline: false, refused: 0 }));

vi.mock('@/components/list/table/column-menu', async (importOriginal) => {
  if (network.offline) {
    network.refused += 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const goOnline = networkSwitch(network);

afterEach(() => goOnline(true));

describe('the column menu when the browser is offline before its code has loaded', () => {
  it('keeps its button, and opens the menu asked for once the browser is back online', async () => {
    goOnline(false);
    const { user } = await renderWithProviders(
      <ColumnMenuSlot
        columns={[
          { id: 'status', label: 'Status' },
          { id: 'purpose', label: 'Purpose' },
        ]}
        preferences={{ value: DEFAULT_LIST_PREFERENCES, onChange: () => undefined }}
      />,
    );
    await waitFor(() => expect(network.refused).toBe(1));
    await act(() => Promise.resolve());
    const button = screen.getByRole('button', { name: 'Columns' });
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('dialog', { name: 'Columns' })).not.toBeInTheDocument();

    goOnline(true);
    expect(await screen.findByRole('dialog', { name: 'Columns' })).toHaveTextContent('Purpose');
  });
});
