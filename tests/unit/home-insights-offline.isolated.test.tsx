/**
 * The home's second part (what needs attention, the chart) loads after the tiles have painted. When
 * the browser went offline in between, its code cannot arrive: the tiles stay, and the part loads
 * once the browser is back online (src/lib/on-first-use.ts). (Isolated: the part's module must
 * not have been loaded by an earlier file, and is replaced by one that waits for the test.)
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';
import { networkSwitch } from './offline-steps';

const network = vi.hoisted(() => {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { offline: false, refused: 0, released, release: () => release() };
});

vi.mock('@/features/home/home-insights', async (importOriginal) => {
  // The code arrives once the test lets it, after the tiles have painted.
  await network.released;
  if (network.offline) {
    network.refused += 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const goOnline = networkSwitch(network);

afterEach(() => goOnline(true));

describe('the home page going offline before its second part has loaded', () => {
  it('keeps the tiles, and shows the part once the browser is back online', async () => {
    signInAsDemo();
    await renderApp('/dashboard/home');
    const tile = await screen.findByRole('group', { name: 'Pending transactions' });
    goOnline(false);
    network.release();
    // The load has failed, and React has rendered what follows from that.
    await waitFor(() => expect(network.refused).toBe(1));
    await act(() => Promise.resolve());
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not loaded yet' })).not.toBeInTheDocument();
    expect(tile).toBeInTheDocument();

    goOnline(true);
    expect(await screen.findByRole('heading', { name: 'Needs your attention' })).toBeInTheDocument();
    expect(tile).toBeInTheDocument();
  });
});
