import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerLabel } from '@/entities/customer/customer-label';
import { getDb } from '../../mocks/node';
import { renderApp } from '../render';
import { signInAsDemo } from '../sign-in';

const PAYMENTS = '/dashboard/transactions/payments';

describe('create dialogs opened from the address', () => {
  it('?action=new&debitorId= opens the new payment dialog with that customer chosen', async () => {
    const customer = getDb().debitors.find((entry) => entry.lastName);
    signInAsDemo();
    await renderApp(`${PAYMENTS}?action=new&debitorId=${customer?.id}`);
    const picker = await screen.findByTestId('customer-picker', {}, { timeout: 25_000 });
    expect(picker).toHaveValue(customer ? customerLabel(customer) : '');
  });

  it('an unknown customer id opens the dialog with no customer chosen', async () => {
    signInAsDemo();
    await renderApp(`${PAYMENTS}?action=new&debitorId=does-not-exist`);
    expect(await screen.findByTestId('customer-picker', {}, { timeout: 25_000 })).toHaveValue('');
  });

  it('?action=new opens the new invoice dialog and leaves the address', async () => {
    signInAsDemo();
    const app = await renderApp('/dashboard/transactions/invoices?action=new');
    expect(
      await screen.findByRole('dialog', { name: 'New invoice' }, { timeout: 25_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search).not.toHaveProperty('action'));
  });
});
