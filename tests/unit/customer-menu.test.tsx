import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { recordRequests } from '../requests';
import { menuEntries, openMenuOf, seededCustomer } from './customers-steps';
import { directDebit } from './new-payment-steps';

const person = () => seededCustomer((customer) => customer.type === 'PERSON');

describe('customer menu (spec 2 §2)', () => {
  it('offers the entries of the list', async () => {
    const { menu } = await openMenuOf(person());
    expect(menuEntries(menu)).toEqual([
      'New payment',
      'New invoice',
      'New instalment plan',
      'Payments',
      'Edit',
      'Edit invoice e-mails',
      'Delete',
      'Change payment method',
      'Resend invitation',
    ]);
  });

  it('leads a deleted customer only to its payments', async () => {
    const deleted = getDb().debitors.find((customer) => !customer.lastName && !customer.companyName);
    if (!deleted) throw new Error('the seed has no deleted customer');
    const { menu } = await openMenuOf(deleted);
    expect(menuEntries(menu)).toEqual(['Payments']);
  });

  it("goes to /dashboard/debitors/{id}/{email}/payments, the customer page's payments tab", async () => {
    const customer = person();
    const { app, menu } = await openMenuOf(customer);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Payments' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe(
        `/dashboard/debtors/${customer.id}/${encodeURIComponent(customer.emailAddress)}/payments`,
      ),
    );
    expect(await screen.findByRole('tab', { name: /^Payments/, selected: true })).toBeInTheDocument();
  });

  it("opens the payments feature's new payment dialog with the customer and its method preset", async () => {
    directDebit(true);
    const customer = seededCustomer((candidate) => candidate.paymentMethod === 'DIRECT_DEBIT');
    const { app, menu } = await openMenuOf(customer);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'New payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment' }, { timeout: 20_000 });
    const picker = await within(dialog).findByRole<HTMLInputElement>('combobox', { name: 'Customer' });
    expect(picker.value).toContain(customer.emailAddress);
    expect(within(dialog).getByRole('radio', { name: 'Direct debit' })).toBeChecked();
  });

  it("deletes only after the confirmation: 'debitor deleted'", async () => {
    const requests = recordRequests();
    const customer = person();
    const { app, menu } = await openMenuOf(customer);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete customer' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find('DELETE', `/debitors/${customer.id}`)).toHaveLength(0);

    const row = document.querySelector<HTMLElement>(`[data-row-id="${customer.id}"]`);
    await app.user.click(within(row as HTMLElement).getByRole('button', { name: /^Actions for/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete customer' });
    expect(dialog).toHaveTextContent(customer.emailAddress);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete customer' }));
    expect(await screen.findByText('The debitor was deleted.')).toBeInTheDocument();
    expect(requests.find('DELETE', `/debitors/${customer.id}`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByText(`${customer.emailAddress} (debitor deleted)`)).toBeInTheDocument(),
    );
  });
});

describe('edit invoice e-mails (spec 2 §5, §8)', () => {
  const openEmails = async () => {
    const customer = person();
    const { app, menu } = await openMenuOf(customer);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Edit invoice e-mails' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit invoice e-mails' });
    const input = within(dialog).getByRole('textbox', { name: /Additional invoice e-mails/ });
    return { app, dialog, input, debitor: customer };
  };

  it("saves the chips with the rest of the customer: 'edit invoice emails successful'", async () => {
    const requests = recordRequests();
    const { app, dialog, input, debitor: customer } = await openEmails();
    await app.user.type(input, 'rechnung@roth.de, kopie@roth.de ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save e-mails' }));
    expect(
      await screen.findByText('Edit saved: the invoice e-mails were edited successfully.'),
    ).toBeInTheDocument();
    const [put] = requests.find('PUT', `/debitors/${customer.id}`);
    expect(put?.body).toMatchObject({
      emailAddress: customer.emailAddress,
      lastName: customer.lastName,
      additionalEmailAddresses: [
        ...(customer.additionalEmailAddresses ?? []),
        'rechnung@roth.de',
        'kopie@roth.de',
      ],
    });
  });

  it("adds a chip on blur and says 'invalid email' for text that is none", async () => {
    const { app, dialog, input } = await openEmails();
    await app.user.type(input, 'rechnung@roth.de');
    await app.user.tab();
    expect(within(dialog).getByRole('button', { name: 'Remove rechnung@roth.de' })).toBeInTheDocument();
    await app.user.type(input, 'rechnung-at-roth.de,');
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
  });

  it("says 'Something went wrong. Please try again.' when saving fails, and stays open", async () => {
    setFault('updateDebitor', { status: 500 });
    const { app, dialog, input } = await openEmails();
    await app.user.type(input, 'rechnung@roth.de ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save e-mails' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove rechnung@roth.de' })).toBeInTheDocument();
  });
});

describe('change payment method and resend invitation (spec 2 §2, §8)', () => {
  it("changes the method and shows the copyable setup link: 'invitation sent'", async () => {
    const requests = recordRequests();
    const customer = seededCustomer((candidate) => candidate.paymentMethod === 'ONLINE_PAYMENT');
    const { app, menu } = await openMenuOf(customer);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Change payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change payment method' });
    expect(within(dialog).getByRole('radio', { name: 'Direct debit' })).toBeChecked();
    await app.user.click(within(dialog).getByRole('button', { name: 'Change and send invitation' }));
    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    expect(requests.find('POST', `/debitors/${customer.id}/_change-payment-method`)[0]?.body).toEqual({
      paymentMethod: 'DIRECT_DEBIT',
    });
    expect(await within(dialog).findByRole('textbox', { name: 'Setup link' })).toHaveValue(
      `https://pay.sandbox.example.de/setup/${customer.id}`,
    );
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'error' when the change fails and keeps the dialog", async () => {
    setFault('changeDebitorPaymentMethod', { status: 500 });
    const { app, menu } = await openMenuOf(person());
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Change payment method' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change payment method' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Change and send invitation' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change and send invitation' })).toBeEnabled();
  });

  it("resends the invitation and shows the setup link: 'invitation sent'", async () => {
    const requests = recordRequests();
    const customer = person();
    const { app, menu } = await openMenuOf(customer);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Resend invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend invitation' });
    expect(dialog).toHaveTextContent(customer.emailAddress);
    await app.user.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    expect(requests.find('POST', `/debitors/${customer.id}/_resend-invitation`)).toHaveLength(1);
    expect(await within(dialog).findByRole('textbox', { name: 'Setup link' })).toHaveValue(
      `https://pay.sandbox.example.de/setup/${customer.id}`,
    );
  });

  it("says 'error' when resending fails", async () => {
    setFault('resendDebitorInvitation', { status: 500 });
    const { app, menu } = await openMenuOf(person());
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Resend invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend invitation' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
  });
});
