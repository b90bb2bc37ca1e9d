import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { fill } from '../render';
import { recordRequests } from '../requests';
import { LIST, openDialog, chooseCustomer, fillBasics, submit } from './new-payment-steps';

describe('new payment dialog: agent apps (spec 2 §5, §8)', () => {
  const agentClient = () => {
    getDb().company.agentClient = true;
    const app = getDb().connectedApps.find((candidate) => candidate.active);
    if (!app) throw new Error('the seed has no active connected app');
    return app;
  };

  it('shows no agent options for a company that is not an agent client', async () => {
    getDb().company.agentClient = false;
    const { dialog } = await openDialog();
    expect(within(dialog).queryByTestId('agent-apps')).not.toBeInTheDocument();
  });

  it("preselects ?agent=, shares the payment and says 'Online payment created'", async () => {
    const connected = agentClient();
    const requests = recordRequests();
    const { app, dialog } = await openDialog(`${LIST}?agent=${connected.applicationId}`);
    expect((await within(dialog).findAllByText(connected.applicationName)).length).toBeGreaterThan(0);
    await chooseCustomer(app, dialog);
    await fillBasics(app, dialog);
    await submit(app, dialog);
    expect(await screen.findByText('Online payment created')).toBeInTheDocument();
    expect(requests.find('POST', '/payments')[0]?.body).toMatchObject({ agentApp: connected.applicationId });
    const tracked = requests.find('POST', /^\/agent\/clients\/tracked-transactions\//);
    expect(tracked).toHaveLength(1);
    expect(tracked[0]?.body).toEqual({ agentAllowList: [connected.applicationId] });
  });

  it('shows a form error when sharing fails, and retrying does not create a second payment', async () => {
    const connected = agentClient();
    setFault('createTrackedTransaction', { status: 500, times: 1 });
    const requests = recordRequests();
    const { app, dialog } = await openDialog(`${LIST}?agent=${connected.applicationId}`);
    await chooseCustomer(app, dialog);
    await fillBasics(app, dialog);
    await submit(app, dialog);
    expect(
      await within(dialog).findByText(/could not be shared with the connected apps/),
    ).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Share with the apps again' }));
    expect(await screen.findByText('Online payment created')).toBeInTheDocument();
    expect(requests.find('POST', '/payments')).toHaveLength(1);
    expect(requests.find('POST', /^\/agent\/clients\/tracked-transactions\//)).toHaveLength(2);
  });
});

describe('new payment dialog: customer picker (spec 2 §2, §9)', () => {
  it('asks for 20 customers by last name and searches after a pause', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openDialog();
    await waitFor(() => expect(requests.find('GET', '/debitors').length).toBeGreaterThan(0));
    const [first] = requests.find('GET', '/debitors');
    expect(first?.url.searchParams.get('size')).toBe('20');
    expect(first?.url.searchParams.getAll('sort')).toEqual(['lastName,asc']);
    const target = getDb().debitors.find((customer) => customer.lastName && customer.firstName);
    await app.user.type(within(dialog).getByRole('combobox', { name: 'Customer' }), target?.lastName ?? '');
    await waitFor(() =>
      expect(requests.find('GET', '/debitors').at(-1)?.url.searchParams.get('search')).toBe(target?.lastName),
    );
    expect(
      requests.find('GET', '/debitors').filter((request) => request.url.searchParams.has('search')),
    ).toHaveLength(1);
  });

  it("creates a customer inline: a person paying online to start, 'new debtor created'", async () => {
    const requests = recordRequests();
    const { app, dialog } = await openDialog();
    await app.user.click(within(dialog).getByRole('button', { name: 'Add a new customer' }));
    const form = within(dialog).getByTestId('new-customer-form');
    expect(within(form).getByRole('radio', { name: 'Person' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Online payment' })).toBeChecked();
    await app.user.click(within(form).getByRole('button', { name: 'Create customer' }));
    expect(await within(form).findByText('E-mail address is required')).toBeInTheDocument();
    expect(within(form).getByText('First name is required')).toBeInTheDocument();
    await app.user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Eva');
    await app.user.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Roth');
    await fill(
      app.user,
      within(form).getByRole('textbox', { name: /E-mail address/ }),
      'eva.roth@example.de',
    );
    await app.user.click(within(form).getByRole('button', { name: 'Create customer' }));
    expect(await screen.findByText('New debtor created')).toBeInTheDocument();
    expect(requests.find('POST', '/debitors')[0]?.body).toEqual({
      type: 'PERSON',
      paymentMethod: 'ONLINE_PAYMENT',
      emailAddress: 'eva.roth@example.de',
      firstName: 'Eva',
      lastName: 'Roth',
    });
    await waitFor(() => expect(within(dialog).queryByTestId('new-customer-form')).not.toBeInTheDocument());
    expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Customer' }).value).toContain(
      'eva.roth@example.de',
    );
  });

  it('shows a failed customer creation in the form', async () => {
    server.use(
      http.post(api('/debitors'), () =>
        HttpResponse.json({ message: 'E-mail address already in use' }, { status: 400 }),
      ),
    );
    const { app, dialog } = await openDialog();
    await app.user.click(within(dialog).getByRole('button', { name: 'Add a new customer' }));
    const form = within(dialog).getByTestId('new-customer-form');
    await app.user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Eva');
    await app.user.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Roth');
    await fill(
      app.user,
      within(form).getByRole('textbox', { name: /E-mail address/ }),
      'eva.roth@example.de',
    );
    await app.user.click(within(form).getByRole('button', { name: 'Create customer' }));
    expect(await within(form).findByText('E-mail address already in use')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveValue('Eva');
  });
});
