import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { scopedStorageKey } from '@/lib/user-scope';
import { createPayment, dataRows, openList } from '../list';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';

const LIST = '/dashboard/transactions/payments';

/** A modal dialog in the page, as Mantine's Modal renders one. */
const openModal = () => {
  const dialog = document.body.appendChild(document.createElement('div'));
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  return dialog;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a list that stays current', () => {
  it('refreshes on focus only without a dialog and a selection, and offers the new rows', async () => {
    signInAsDemo();
    const app = await renderApp(LIST, { language: 'de' });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    const shown = dataRows().map((row) => row.getAttribute('data-row-id'));
    await createPayment('Neu eins');
    await createPayment('Neu zwei');
    // A minute later the user returns to the window.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);

    const first = dataRows()[0];
    if (!first) throw new Error('no rows');
    await app.user.click(within(first).getByRole('checkbox', { name: /auswählen$/ }));
    window.dispatchEvent(new Event('focus'));
    expect(app.queryClient.isFetching()).toBe(0);
    await app.user.click(within(first).getByRole('checkbox', { name: /auswählen$/ }));

    const dialog = openModal();
    window.dispatchEvent(new Event('focus'));
    expect(app.queryClient.isFetching()).toBe(0);
    dialog.remove();

    window.dispatchEvent(new Event('focus'));
    expect(app.queryClient.isFetching()).toBeGreaterThan(0);
    const notice = await screen.findByRole('button', { name: '2 neue Zahlungen' });
    expect(dataRows().map((row) => row.getAttribute('data-row-id'))).toEqual(shown);

    await app.user.click(notice);
    await waitFor(() => expect(dataRows()[0]).toHaveTextContent('Neu zwei'));
    expect(dataRows()[1]).toHaveTextContent('Neu eins');
    expect(screen.queryByRole('button', { name: /neue Zahlungen$/ })).not.toBeInTheDocument();
  });
});

describe('a list the user returns to', () => {
  it('keeps the rows ticked', async () => {
    const app = await openList(LIST);
    const first = dataRows()[0];
    if (!first) throw new Error('no rows');
    const id = first.getAttribute('data-row-id');
    await app.user.click(within(first).getByRole('checkbox', { name: /^Select / }));
    await app.router.navigate({ to: '/dashboard/home' });
    expect(await screen.findByTestId('home-tiles')).toBeInTheDocument();
    app.router.history.back();
    const row = await waitFor(() => {
      const found = dataRows().find((candidate) => candidate.getAttribute('data-row-id') === id);
      if (!found) throw new Error('the row is not back yet');
      return found;
    });
    expect(within(row).getByRole('checkbox', { name: /^Select / })).toBeChecked();
    expect(within(screen.getByTestId('selection-bar')).getByRole('status')).toHaveTextContent(
      /^1 payment selected/,
    );
  });
});

describe('a detail the user returns to', () => {
  it('shows what it has at once, with a quiet sign while it asks again', async () => {
    const payment = getDb().payments[0];
    if (!payment) throw new Error('no payments');
    signInAsDemo();
    const app = await renderApp(`${LIST}/${payment.id}`);
    await screen.findByRole('region', { name: 'Payment' });
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(screen.queryByText('Updating…')).not.toBeInTheDocument();
    setFault('getPayment', { latencyMs: 300, times: 1 });
    void app.queryClient.refetchQueries({ type: 'active' });
    expect(await screen.findByText('Updating…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent(payment.purpose);
    await waitFor(() => expect(screen.queryByText('Updating…')).not.toBeInTheDocument());
  });
});

describe('saved views on a list', () => {
  it('opens a view without a filter or column the list no longer has, and says so', async () => {
    const app = await openList(LIST);
    const key = scopedStorageKey('portal.views.payments');
    if (!key) throw new Error('the dashboard has not set the user scope');
    localStorage.setItem(
      key,
      JSON.stringify({
        views: [
          {
            id: 'old',
            name: 'From last year',
            search: { states: ['PENDING'], region: 'north' },
            hiddenColumns: ['purpose', 'fax'],
            density: 'compact',
          },
        ],
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key }));
    await app.user.click(screen.getByRole('button', { name: 'Views' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'From last year' }));
    expect(
      await screen.findByText(
        "The view 'From last year' names what this list no longer has (region, fax); it opens without it.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search).toEqual({ states: ['PENDING'] }));
    await waitFor(() => {
      expect(screen.queryByRole('columnheader', { name: 'Purpose' })).not.toBeInTheDocument();
      expect(screen.getByTestId('data-table')).toHaveAttribute('data-density', 'compact');
      expect(screen.getByRole('button', { name: 'View: From last year' })).toBeInTheDocument();
    });
  });

  it("keeps one user's views from another user of the same browser", async () => {
    localStorage.setItem(
      'portal.views.payments@someone.else@example.com|c-other',
      JSON.stringify({
        views: [{ id: 'x', name: 'Not mine', search: {}, hiddenColumns: [], density: 'comfortable' }],
      }),
    );
    const app = await openList(LIST);
    await app.user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByText('No saved views yet')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Not mine' })).not.toBeInTheDocument();
  });
});
