import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';
import { onlyPaymentServiceActive } from '../services';
import { signInAsDemo } from '../sign-in';
import { group, HOME, openPalette, optionNames } from './palette-steps';

describe('command palette: screens and actions', () => {
  it('opens with Ctrl+K and lists the create actions and every screen the navigation shows', async () => {
    const { dialog } = await openPalette();
    expect(optionNames(group(dialog, 'Actions'))).toEqual([
      'New payment',
      'New customer',
      'New invoice',
      'New product',
    ]);
    const pages = optionNames(group(dialog, 'Go to'));
    expect(pages).toEqual(expect.arrayContaining(['Home', 'Customers']));
    expect(pages.some((name) => name?.startsWith('Payments'))).toBe(true);
    expect(pages.some((name) => name?.startsWith('Bank accounts'))).toBe(true);
  });

  it('follows the navigation rules: no invoices without the subscription service', async () => {
    onlyPaymentServiceActive();
    const { dialog } = await openPalette();
    expect(optionNames(group(dialog, 'Actions'))).toEqual(['New payment', 'New customer', 'New product']);
    const pages = optionNames(group(dialog, 'Go to'));
    expect(pages.some((name) => name?.startsWith('Invoices'))).toBe(false);
    expect(pages.some((name) => name?.startsWith('Connected accounts'))).toBe(false);
  });

  it('filters screens and actions by the typed text', async () => {
    const { dialog, field, user } = await openPalette();
    await user.type(field, 'bank');
    expect(optionNames(group(dialog, 'Go to'))).toEqual([expect.stringContaining('Bank accounts')]);
    expect(within(dialog).queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('opens again with an empty field and every entry after closing with text typed', async () => {
    const { dialog, field, user } = await openPalette();
    await user.type(field, 'bank');
    expect(optionNames(group(dialog, 'Go to'))).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument(),
    );
    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Search and commands' });
    expect(within(again).getByRole('combobox')).toHaveValue('');
    expect(optionNames(group(again, 'Actions'))).toHaveLength(4);
    expect(optionNames(group(again, 'Go to')).length).toBeGreaterThan(1);
    // The first entry is the selected one, so Enter opens it.
    await waitFor(() =>
      expect(within(again).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it.each([
    ['New invoice', '/dashboard/transactions/invoices', 'New invoice'],
    ['New customer', '/dashboard/debtors', 'New customer'],
    ['New product', '/dashboard/checkouts/products', 'New product'],
  ])('%s opens its list with the create dialog', async (action, path, title) => {
    const { dialog, user, router } = await openPalette();
    await user.click(within(group(dialog, 'Actions')).getByRole('option', { name: action }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(await screen.findByRole('dialog', { name: title }, { timeout: 25_000 })).toBeInTheDocument();
    // Choosing an entry closes the palette.
    expect(screen.queryByRole('dialog', { name: 'Search and commands' })).not.toBeInTheDocument();
  });

  it('speaks German', async () => {
    const { dialog } = await openPalette(HOME, 'de');
    expect(optionNames(group(dialog, 'Aktionen'))).toContain('Neue Zahlung');
    expect(within(dialog).getByRole('combobox')).toHaveAccessibleName(
      'Seiten, Kunden, Zahlungen, Rechnungen und Produkte durchsuchen',
    );
  });

  it('opens from the header button too', async () => {
    signInAsDemo();
    const app = await renderApp(HOME);
    await app.user.click(await screen.findByRole('button', { name: /^Search/ }));
    expect(await screen.findByRole('dialog', { name: 'Search and commands' })).toBeInTheDocument();
  });
});
