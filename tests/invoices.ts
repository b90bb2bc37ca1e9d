/** Steps the invoice component tests share: a seeded invoice, its row's menu. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Invoice } from '@generated/model/invoice';
import { getDb } from '../mocks/node';
import { rowById } from './list';
import { renderApp } from './render';
import { signInAsDemo } from './sign-in';

export const INVOICES = '/dashboard/transactions/invoices';

/** Reasons the mock accepts for a cancellation or correction. */
export const reasons = {
  invoiceCorrectionReasonExternal: 'Bestellung storniert',
  invoiceCorrectionReasonInternal: 'Doppelt erfasst',
};

export const seededInvoice = (pick: (invoice: Invoice) => boolean) => {
  const invoice = getDb().invoices.find(pick);
  if (!invoice) throw new Error('the seed has no such invoice');
  return invoice;
};

export const isOpenOnline = (invoice: Invoice) =>
  invoice.status === 'OPEN' && invoice.paymentMethod === 'ONLINE_PAYMENT';

/** The list filtered to the invoice's status, with the invoice's row menu open and loaded. */
export const openInvoiceMenu = async (invoice: Invoice, { signIn = true } = {}) => {
  if (signIn) signInAsDemo();
  const app = await renderApp(`${INVOICES}?statuses=${invoice.status}&size=30`);
  const row = await rowById(invoice.id);
  await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
  const menu = await screen.findByTestId('row-action-menu');
  await waitFor(() => expect(within(menu).queryByText('Loading …')).not.toBeInTheDocument());
  return { app, row, menu };
};

/** The entries of an open menu, by their accessible names. */
export const menuEntries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.getAttribute('aria-label') ?? item.textContent);
