import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/node';
import { scopedStorageKey } from '@/lib/user-scope';
import { dataRows, openList } from '../list';

const shownIds = () => dataRows().map((row) => row.getAttribute('data-row-id'));

/** Picks one of the list's own views from the menu beside the search. */
const pickView = async (app: Awaited<ReturnType<typeof openList>>, name: string) => {
  await app.user.click(screen.getByRole('button', { name: 'Views' }));
  await app.user.click(await screen.findByRole('menuitem', { name }));
  await screen.findByRole('button', { name: `View: ${name}` });
};

describe('the lists’ own views', () => {
  it('opens the payments with pending direct debits only', async () => {
    const expected = getDb()
      .payments.filter((payment) => payment.state === 'PENDING' && payment.paymentMethod === 'DIRECT_DEBIT')
      .map((payment) => payment.id);
    expect(expected.length).toBeGreaterThan(0);
    const app = await openList('/dashboard/transactions/payments');
    const before = shownIds();
    expect(before.some((id) => !expected.includes(id ?? ''))).toBe(true);
    await pickView(app, 'Pending direct debits');
    expect(app.router.state.location.search).toEqual({ states: ['PENDING'], methods: ['DIRECT_DEBIT'] });
    await waitFor(() => {
      const ids = shownIds();
      expect(ids).toHaveLength(Math.min(expected.length, 10));
      expect(ids.every((id) => expected.includes(id ?? ''))).toBe(true);
    });
    // The filter bar shows the view's filters as chips.
    const chips = within(screen.getByTestId('filter-chips'));
    expect(chips.getByText('Pending')).toBeInTheDocument();
    expect(chips.getByText('Direct debit')).toBeInTheDocument();
  });

  it('opens the customers whose invitation is pending only', async () => {
    const expected = getDb()
      .debitors.filter((customer) => customer.onboardingState === 'ONBOARDING_PENDING')
      .map((customer) => customer.id);
    expect(expected.length).toBeGreaterThan(0);
    const app = await openList('/dashboard/debtors');
    expect(shownIds().some((id) => !expected.includes(id ?? ''))).toBe(true);
    await pickView(app, 'Invitation pending');
    expect(app.router.state.location.search).toEqual({ onboarding: ['ONBOARDING_PENDING'] });
    await waitFor(() => {
      const ids = shownIds();
      expect(ids).toHaveLength(Math.min(expected.length, 10));
      expect(ids.every((id) => expected.includes(id ?? ''))).toBe(true);
    });
    expect(within(screen.getByTestId('filter-chips')).getByText('Onboarding pending')).toBeInTheDocument();
  });
});

describe('a list without filters', () => {
  it('offers the views menu on the payment links and saves its page size', async () => {
    const app = await openList('/dashboard/checkouts/links?size=30');
    await app.user.click(screen.getByRole('button', { name: 'Views' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await app.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Thirty a page');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const key = scopedStorageKey('portal.views.payment-links');
    const stored = JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as {
      views?: { name: string; pageSize?: number }[];
    };
    expect(stored.views?.[0]).toMatchObject({ name: 'Thirty a page', pageSize: 30 });
    expect(screen.getByRole('button', { name: 'View: Thirty a page' })).toBeInTheDocument();
  });
});
