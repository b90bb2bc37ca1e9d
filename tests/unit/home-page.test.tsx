import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../mocks/auth';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';

describe('home (spec 3 §2.3)', () => {
  it('shows the company name, the pending and completed tiles and the quick actions', async () => {
    server.use(
      http.get(api('/stats/tenant'), () =>
        HttpResponse.json([
          { state: 'PENDING', totalAmount: 100.5, count: 3 },
          { state: 'MANUAL', totalAmount: 20, count: 1 },
          { state: 'COMPLETED', totalAmount: 1000, count: 10 },
          { state: 'VERIFIED', totalAmount: 250.25, count: 2 },
          { state: 'CANCELLED', totalAmount: 99, count: 5 },
        ]),
      ),
    );
    signInAsDemo();
    await renderApp('/dashboard/home');
    expect(await screen.findByRole('heading', { name: 'Bäckerei Schneider GmbH' })).toBeInTheDocument();
    const pending = screen.getByRole('group', { name: 'Pending transactions' });
    const completed = screen.getByRole('group', { name: 'Completed transactions' });
    await waitFor(() => expect(within(pending).getByTestId('summary-total')).toHaveTextContent('120,50 €'));
    expect(within(pending).getByTestId('summary-count')).toHaveTextContent('4 transactions');
    expect(within(completed).getByTestId('summary-total')).toHaveTextContent('1.250,25 €');
    expect(within(completed).getByTestId('summary-count')).toHaveTextContent('12 transactions');
    expect(screen.getByRole('link', { name: 'New customer' })).toHaveAttribute(
      'href',
      '/dashboard/debtors?action=new',
    );
    expect(screen.getByRole('link', { name: 'New payment' })).toHaveAttribute(
      'href',
      '/dashboard/transactions/payments?action=new',
    );
    expect(screen.queryByTestId('coming-soon')).not.toBeInTheDocument();
  });

  it('offers a retry when the statistics fail', async () => {
    server.use(http.get(api('/stats/tenant'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    signInAsDemo();
    await renderApp('/dashboard/home');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('refreshes its tiles when the window regains focus, but not while a dialog is open', async () => {
    let pending = 3;
    let calls = 0;
    server.use(
      http.get(api('/stats/tenant'), () => {
        calls += 1;
        return HttpResponse.json([{ state: 'PENDING', totalAmount: 10, count: pending }]);
      }),
    );
    signInAsDemo();
    const { queryClient } = await renderApp('/dashboard/home');
    const tile = await screen.findByRole('group', { name: 'Pending transactions' });
    await waitFor(() =>
      expect(within(tile).getByTestId('summary-count')).toHaveTextContent('3 transactions'),
    );
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    pending = 5;
    const asked = calls;
    // A minute later (the tiles' answer is no longer fresh) the user comes back to the window.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    window.dispatchEvent(new Event('focus'));
    expect(queryClient.isFetching()).toBe(0);
    dialog.remove();
    window.dispatchEvent(new Event('focus'));
    expect(queryClient.isFetching()).toBeGreaterThan(0);
    await waitFor(() =>
      expect(within(tile).getByTestId('summary-count')).toHaveTextContent('5 transactions'),
    );
    expect(calls).toBe(asked + 1);
    clock.mockRestore();
  });
});
