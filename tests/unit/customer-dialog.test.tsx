import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb, server } from '../../mocks/node';
import type { AppRender } from '../render';
import { recordRequests } from '../requests';
import { CUSTOMERS, openCustomers, openMenuOf, seededCustomer } from './customers-steps';

const openCreate = async () => {
  const app = await openCustomers();
  await app.user.click(screen.getByRole('button', { name: 'New customer' }));
  const dialog = await screen.findByRole('dialog', { name: 'New customer' });
  return { app, dialog };
};

const field = (dialog: HTMLElement, name: RegExp | string) => within(dialog).getByRole('textbox', { name });

const choose = (app: AppRender, dialog: HTMLElement, option: string) =>
  app.user.click(within(dialog).getByRole('radio', { name: option }));

const typeIn = async (app: AppRender, dialog: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    await app.user.type(field(dialog, new RegExp(`^${label}`)), value);
};

const submit = (app: AppRender, dialog: HTMLElement, name = 'Create customer') =>
  app.user.click(within(dialog).getByRole('button', { name }));

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

  it("shows the server's message on the form and keeps what was typed", async () => {
    const taken = seededCustomer();
    const { app, dialog } = await openCreate();
    await typeIn(app, dialog, {
      'First name': 'Eva',
      'Last name': 'Roth',
      'E-mail address': taken.emailAddress,
    });
    await submit(app, dialog);
    expect(
      await within(dialog).findByText('A customer with this e-mail address already exists'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The customer could not be created')).toBeInTheDocument();
    expect(field(dialog, /^First name/)).toHaveValue('Eva');
    expect(field(dialog, /^E-mail address/)).toHaveValue(taken.emailAddress);
  });

  it('shows a plain server message too', async () => {
    server.use(
      http.post(api('/debitors'), () =>
        HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
      ),
    );
    const { app, dialog } = await openCreate();
    await typeIn(app, dialog, { 'First name': 'Eva', 'Last name': 'Roth', 'E-mail address': 'eva@roth.de' });
    await submit(app, dialog);
    expect(await within(dialog).findByText('Service unavailable')).toBeInTheDocument();
  });
});

describe('edit customer dialog (spec 2 §2, §8)', () => {
  const openEdit = async () => {
    const debitor = seededCustomer(
      (candidate) => candidate.type === 'PERSON' && Boolean(candidate.address?.street),
    );
    const { app, menu } = await openMenuOf(debitor);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    return { app, dialog, debitor };
  };

  it("shows the customer's values and saves them with PUT: 'debitor edited'", async () => {
    const requests = recordRequests();
    const { app, dialog, debitor } = await openEdit();
    expect(field(dialog, /^First name/)).toHaveValue(debitor.firstName);
    expect(field(dialog, /^Street/)).toHaveValue(debitor.address?.street);
    await app.user.clear(field(dialog, /^Last name/));
    await app.user.type(field(dialog, /^Last name/), 'Neumann');
    await submit(app, dialog, 'Save changes');
    expect(await screen.findByText('The debitor was edited.')).toBeInTheDocument();
    const [put] = requests.find('PUT', `/debitors/${debitor.id}`);
    expect(put?.body).toMatchObject({
      lastName: 'Neumann',
      firstName: debitor.firstName,
      emailAddress: debitor.emailAddress,
    });
    await waitFor(() => expect(screen.getByText(`${debitor.firstName} Neumann`)).toBeInTheDocument());
    expect(getDb().debitors.find((candidate) => candidate.id === debitor.id)?.lastName).toBe('Neumann');
  });

  it('shows a failed save on the form and keeps what was typed', async () => {
    const { app, dialog, debitor } = await openEdit();
    const other = seededCustomer((candidate) => candidate.id !== debitor.id);
    await app.user.clear(field(dialog, /^E-mail address/));
    await app.user.type(field(dialog, /^E-mail address/), other.emailAddress);
    await submit(app, dialog, 'Save changes');
    expect(await within(dialog).findByText('The customer could not be saved')).toBeInTheDocument();
    expect(field(dialog, /^E-mail address/)).toHaveValue(other.emailAddress);
  });
});

it('opens the create dialog from the address of the home quick action', async () => {
  await openCustomers(`${CUSTOMERS}?action=new`);
  expect(await screen.findByRole('dialog', { name: 'New customer' })).toBeInTheDocument();
});
