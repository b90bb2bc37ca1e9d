import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb, server } from '../../mocks/node';
import { recordRequests } from '../requests';
import { field, openCustomers, openMenuOf, seededCustomer, submit, typeIn } from './customers-steps';

const openCreate = async () => {
  const app = await openCustomers();
  await app.user.click(screen.getByRole('button', { name: 'New customer' }));
  const dialog = await screen.findByRole('dialog', { name: 'New customer' });
  return { app, dialog };
};

describe('a failed create (spec 2 §8)', () => {
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
    const customer = seededCustomer(
      (candidate) => candidate.type === 'PERSON' && Boolean(candidate.address?.street),
    );
    const { app, menu } = await openMenuOf(customer);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    return { app, dialog, debitor: customer };
  };

  it("shows the customer's values and saves them with PUT: 'debitor edited'", async () => {
    const requests = recordRequests();
    const { app, dialog, debitor: customer } = await openEdit();
    expect(field(dialog, /^First name/)).toHaveValue(customer.firstName);
    expect(field(dialog, /^Street/)).toHaveValue(customer.address?.street);
    await app.user.clear(field(dialog, /^Last name/));
    await app.user.type(field(dialog, /^Last name/), 'Neumann');
    await submit(app, dialog, 'Save changes');
    expect(await screen.findByText('The debitor was edited.')).toBeInTheDocument();
    const [put] = requests.find('PUT', `/debitors/${customer.id}`);
    expect(put?.body).toMatchObject({
      lastName: 'Neumann',
      firstName: customer.firstName,
      emailAddress: customer.emailAddress,
    });
    await waitFor(() => expect(screen.getByText(`${customer.firstName} Neumann`)).toBeInTheDocument());
    expect(getDb().debitors.find((candidate) => candidate.id === customer.id)?.lastName).toBe('Neumann');
  });

  it('shows a failed save on the form and keeps what was typed', async () => {
    const { app, dialog, debitor: customer } = await openEdit();
    const other = seededCustomer((candidate) => candidate.id !== customer.id);
    await app.user.clear(field(dialog, /^E-mail address/));
    await app.user.type(field(dialog, /^E-mail address/), other.emailAddress);
    await submit(app, dialog, 'Save changes');
    expect(await within(dialog).findByText('The customer could not be saved')).toBeInTheDocument();
    expect(field(dialog, /^E-mail address/)).toHaveValue(other.emailAddress);
  });
});
