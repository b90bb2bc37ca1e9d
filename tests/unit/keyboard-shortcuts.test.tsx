import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openList } from '../list';

const CUSTOMERS = '/dashboard/debtors';
const searchField = () => screen.getByRole('textbox', { name: 'Search' });

describe('keyboard shortcuts', () => {
  it("'/' focuses the list's search field without typing the slash", async () => {
    const app = await openList(CUSTOMERS);
    await app.user.keyboard('/');
    expect(searchField()).toHaveFocus();
    expect(searchField()).toHaveValue('');
  });

  it("'n' opens the list's create dialog, on every list with a create action", async () => {
    const app = await openList(CUSTOMERS);
    await app.user.keyboard('n');
    expect(await screen.findByRole('dialog', { name: 'New customer' })).toBeInTheDocument();
  });

  it("'n' on the payments list opens the new payment dialog, not the split button's menu", async () => {
    const app = await openList('/dashboard/transactions/payments');
    await app.user.keyboard('n');
    expect(await screen.findByTestId('new-payment-dialog', {}, { timeout: 25_000 })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does nothing while the user types in a field', async () => {
    const app = await openList(CUSTOMERS);
    await app.user.click(searchField());
    await app.user.keyboard('n/?gp');
    expect(searchField()).toHaveValue('n/?gp');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(CUSTOMERS);
  });

  it('does nothing with Ctrl, Cmd or Alt held', async () => {
    const app = await openList(CUSTOMERS);
    await app.user.keyboard('{Control>}n{/Control}{Meta>}/{/Meta}{Alt>}g{/Alt}p');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(searchField()).not.toHaveFocus();
    expect(app.router.state.location.pathname).toBe(CUSTOMERS);
  });

  it.each([
    ['p', '/dashboard/transactions/payments'],
    ['i', '/dashboard/transactions/invoices'],
    ['h', '/dashboard/home'],
  ])("'g' then '%s' goes to %s", async (key, path) => {
    const app = await openList(CUSTOMERS);
    await app.user.keyboard(`g${key}`);
    await waitFor(() => expect(app.router.state.location.pathname).toBe(path));
  });

  it("'g' then 'c' goes to the customers", async () => {
    const app = await openList('/dashboard/transactions/payments');
    await app.user.keyboard('gc');
    await waitFor(() => expect(app.router.state.location.pathname).toBe(CUSTOMERS));
  });

  it("'?' lists every shortcut", async () => {
    const app = await openList(CUSTOMERS);
    await app.user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Open search and commands',
      'Search the list',
      'Create a new entry in the list',
      'Go to home',
      'Go to payments',
      'Go to invoices',
      'Go to customers',
      'Show the keyboard shortcuts',
    ]);
  });

  it('waits behind an open dialog', async () => {
    const app = await openList(CUSTOMERS);
    // The create action is pressed synchronously by 'n': a click listener sees it or not at once.
    const pressed = vi.fn();
    screen.getByRole('button', { name: 'New customer' }).addEventListener('click', pressed);
    await app.user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await app.user.keyboard('n');
    expect(pressed).not.toHaveBeenCalled();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(help).not.toBeInTheDocument());
    await app.user.keyboard('n');
    expect(pressed).toHaveBeenCalledOnce();
  });
});
