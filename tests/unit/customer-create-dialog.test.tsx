import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '../requests';
import { choose, CUSTOMERS, field, openCustomers, submit, typeIn } from './customers-steps';

const openCreate = async () => {
  const app = await openCustomers();
  await app.user.click(screen.getByRole('button', { name: 'New customer' }));
  const dialog = await screen.findByRole('dialog', { name: 'New customer' });
  return { app, dialog };
};

describe('create customer dialog (spec 2 §2, §3, §8)', () => {
  it('starts as a person paying online and asks for names and an e-mail', async () => {
    const { app, dialog } = await openCreate();
    expect(within(dialog).getByRole('radio', { name: 'Person' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Online payment' })).toBeChecked();
    await submit(app, dialog);
    expect(await within(dialog).findByText('E-mail address is required')).toBeInTheDocument();
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    await app.user.type(field(dialog, /^E-mail address/), 'kein-at-zeichen');
    expect(await within(dialog).findByText('E-mail address is invalid')).toBeInTheDocument();
  });

  it("creates a person with address and invoice e-mails: 'new debtor created'", async () => {
    const requests = recordRequests();
    const { app, dialog } = await openCreate();
    await typeIn(app, dialog, {
      'First name': 'Eva',
      'Last name': 'Roth',
      'E-mail address': 'eva.roth@example.de',
      'Additional invoice e-mails': 'buchhaltung@roth.de,',
      Street: 'Lindenstraße',
      'House number': '5',
      'Zip code': '80331',
      City: 'München',
    });
    await submit(app, dialog);
    expect(await screen.findByText('New debtor created')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New customer' })).not.toBeInTheDocument(),
    );
    expect(requests.find('POST', '/debitors')[0]?.body).toEqual({
      type: 'PERSON',
      paymentMethod: 'ONLINE_PAYMENT',
      emailAddress: 'eva.roth@example.de',
      firstName: 'Eva',
      lastName: 'Roth',
      additionalEmailAddresses: ['buchhaltung@roth.de'],
      address: { street: 'Lindenstraße', houseNumber: '5', zipCode: '80331', city: 'München' },
    });
  });

  it("creates an organisation by direct debit with company and VAT id: 'new debtor invited'", async () => {
    const requests = recordRequests();
    const { app, dialog } = await openCreate();
    await choose(app, dialog, 'Organisation');
    await submit(app, dialog);
    expect(await within(dialog).findByText('Company name is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('First name is required')).not.toBeInTheDocument();
    await typeIn(app, dialog, {
      'Company name': 'Hofladen Berger KG',
      'VAT id': 'DE811234567',
      'E-mail address': 'kasse@hofladen-berger.de',
    });
    await choose(app, dialog, 'Direct debit');
    await choose(app, dialog, 'One line');
    await typeIn(app, dialog, { 'Street and house number': 'Am Markt 3' });
    await submit(app, dialog);
    expect(await screen.findByText('New debtor invited to set up direct debit')).toBeInTheDocument();
    expect(requests.find('POST', '/debitors')[0]?.body).toEqual({
      type: 'ORGANIZATION',
      paymentMethod: 'DIRECT_DEBIT',
      companyName: 'Hofladen Berger KG',
      vatId: 'DE811234567',
      emailAddress: 'kasse@hofladen-berger.de',
      address: { line: 'Am Markt 3' },
    });
  });

  it("adds invoice e-mail chips on comma, space and blur, and says 'invalid email' otherwise", async () => {
    const { app, dialog } = await openCreate();
    const chips = field(dialog, /^Additional invoice e-mails/);
    await app.user.type(chips, 'a@roth.de,b@roth.de c@roth.de');
    await app.user.click(field(dialog, /^City/));
    for (const email of ['a@roth.de', 'b@roth.de', 'c@roth.de'])
      expect(within(dialog).getByRole('button', { name: `Remove ${email}` })).toBeInTheDocument();
    await app.user.type(chips, 'roth.de ');
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    expect(chips).toHaveValue('roth.de ');
    expect(within(dialog).queryByRole('button', { name: 'Remove roth.de' })).not.toBeInTheDocument();
  });

  it('keeps the dialog and everything typed while invalid invoice text is left', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openCreate();
    await typeIn(app, dialog, { 'First name': 'Eva', 'Last name': 'Roth', 'E-mail address': 'eva@roth.de' });
    await app.user.type(field(dialog, /^Additional invoice e-mails/), 'buchhaltung');
    await submit(app, dialog);
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    expect(requests.find('POST', '/debitors')).toHaveLength(0);
  });
});

it('opens the create dialog from the address of the home quick action', async () => {
  await openCustomers(`${CUSTOMERS}?action=new`);
  expect(await screen.findByRole('dialog', { name: 'New customer' })).toBeInTheDocument();
});
