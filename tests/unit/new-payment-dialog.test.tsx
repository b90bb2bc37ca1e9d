import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Debitor } from '@generated/model/debitor';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { renderApp, type AppRender } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';

const LIST = '/dashboard/transactions/payments';

const bankAccount = (directDebitActive: boolean) => ({
  id: 'bank-1',
  iban: 'DE89370400440532013000',
  default: true,
  status: 'ACTIVE',
  directDebitActive,
});

/** The default bank account's direct debit, as the dialog asks for it. */
const directDebit = (active: boolean) =>
  server.use(http.get(api('/bankaccounts/default'), () => HttpResponse.json(bankAccount(active))));

const openDialog = async (url = LIST) => {
  signInAsDemo();
  const app = await renderApp(url);
  await app.user.click(await screen.findByRole('button', { name: 'New payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'New payment' });
  return { app, dialog };
};

const byLastName = (a: Debitor, b: Debitor) => (a.lastName ?? '').localeCompare(b.lastName ?? '', 'de');

/** Chooses a customer from the picker's first page (no search, so no debounce to wait for). */
const chooseCustomer = async (
  app: AppRender,
  dialog: HTMLElement,
  pick: (debitor: Debitor) => boolean = () => true,
) => {
  const debitor = [...getDb().debitors]
    .filter((candidate) => candidate.lastName)
    .sort(byLastName)
    .slice(0, 20)
    .find(pick);
  if (!debitor) throw new Error('no such customer among the first 20');
  await app.user.click(within(dialog).getByRole('combobox', { name: 'Customer' }));
  const option = await screen.findByRole('option', {
    name: new RegExp(debitor.emailAddress.replace(/[.+]/g, '\\$&')),
  });
  await app.user.click(option);
  return debitor;
};

const fillBasics = async (app: AppRender, dialog: HTMLElement) => {
  await app.user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '49,90');
  await app.user.type(within(dialog).getByRole('textbox', { name: /^Purpose/ }), 'Brotabo März 2025');
};

const submit = (app: AppRender, dialog: HTMLElement) =>
  app.user.click(within(dialog).getByRole('button', { name: 'Create payment' }));

const pdf = (size: number, name = 'rechnung.pdf', type = 'application/pdf') => {
  const bytes = new Uint8Array(size);
  bytes.set([0x25, 0x50, 0x44, 0x46]);
  return new File([bytes], name, { type });
};

const drop = (dialog: HTMLElement, file: File) => {
  const input = within(dialog).getByTestId('invoice-dropzone').querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

describe('new payment dialog: messages at the fields (spec 2 §5)', () => {
  it('asks for a customer, an amount and a purpose', async () => {
    const { app, dialog } = await openDialog();
    await submit(app, dialog);
    expect(await within(dialog).findByText('Choose a customer')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Purpose is required')).toBeInTheDocument();
  });

  it("says 'amount positive', purpose length and external reference length", async () => {
    const { app, dialog } = await openDialog();
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '0');
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Purpose/ }), 'Brot');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'External reference' }), 'x'.repeat(26));
    await submit(app, dialog);
    expect(await within(dialog).findByText('Amount must be positive')).toBeInTheDocument();
    expect(within(dialog).getByText('The purpose needs 5 to 120 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('At most 25 characters')).toBeInTheDocument();
  });

  it("needs a PDF of at most 2 MB: 'unsupported format', 'file size'", async () => {
    const { app, dialog } = await openDialog();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Attach an invoice (PDF)' }));
    await submit(app, dialog);
    expect(await within(dialog).findByText('Attach the invoice as a PDF')).toBeInTheDocument();
    drop(dialog, new File(['hello'], 'notiz.png', { type: 'image/png' }));
    expect(
      await within(dialog).findByText('Unsupported format: only PDF files are allowed'),
    ).toBeInTheDocument();
    drop(dialog, pdf(2_097_153));
    expect(await within(dialog).findByText('File size: the PDF may have at most 2 MB')).toBeInTheDocument();
    drop(dialog, pdf(2_000));
    await waitFor(() => expect(within(dialog).queryByText(/File size/)).not.toBeInTheDocument());
    expect(within(dialog).getByTestId('invoice-file')).toHaveTextContent('rechnung.pdf');
  });
});

describe('new payment dialog: creating (spec 2 §8)', () => {
  it("creates the payment with tomorrow's charge date and says 'transaction created'", async () => {
    const requests = recordRequests();
    const { app, dialog } = await openDialog();
    const debitor = await chooseCustomer(
      app,
      dialog,
      (candidate) => candidate.paymentMethod === 'ONLINE_PAYMENT',
    );
    await fillBasics(app, dialog);
    await submit(app, dialog);
    expect(await screen.findByText('Transaction created')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New payment' })).not.toBeInTheDocument(),
    );
    const [post] = requests.find('POST', '/payments');
    expect(post?.body).toEqual({
      debitorId: debitor.id,
      amount: 49.9,
      purpose: 'Brotabo März 2025',
      paymentMethod: 'ONLINE_PAYMENT',
      paymentType: 'PAYMENT_REQUEST',
      isDonation: false,
      chargeDate: dayjs().add(1, 'day').format('YYYY-MM-DD'),
      paymentNotifications: 'EMAIL',
    });
    await waitFor(() => expect(screen.getByText('Brotabo März 2025')).toBeInTheDocument());
  });

  it('creates exactly one payment on a double click', async () => {
    const requests = recordRequests();
    setFault('createPayment', { latencyMs: 150, times: 1 });
    const { app, dialog } = await openDialog();
    await chooseCustomer(app, dialog);
    await fillBasics(app, dialog);
    await app.user.dblClick(within(dialog).getByRole('button', { name: 'Create payment' }));
    expect(await screen.findByText('Transaction created')).toBeInTheDocument();
    expect(requests.find('POST', '/payments')).toHaveLength(1);
  });

  it("closes with 'error create transaction' when creating fails", async () => {
    setFault('createPayment', { status: 500 });
    const { app, dialog } = await openDialog();
    await chooseCustomer(app, dialog);
    await fillBasics(app, dialog);
    await submit(app, dialog);
    expect(await screen.findByText('Error creating the transaction')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New payment' })).not.toBeInTheDocument(),
    );
  });

  it('uploads the invoice PDF after creating an INVOICE payment', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openDialog();
    await chooseCustomer(app, dialog);
    await fillBasics(app, dialog);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Attach an invoice (PDF)' }));
    drop(dialog, pdf(2_000));
    await within(dialog).findByTestId('invoice-file');
    await submit(app, dialog);
    expect(await screen.findByText('Transaction created')).toBeInTheDocument();
    const [post] = requests.find('POST', '/payments');
    expect(post?.body).toMatchObject({ paymentType: 'INVOICE' });
    await waitFor(() => expect(requests.find('PUT', /^\/paperless\/.+\/invoice$/)).toHaveLength(1));
    const created = getDb().payments.find((payment) => payment.purpose === 'Brotabo März 2025');
    expect(requests.find('PUT', `/paperless/${created?.id}/invoice`)).toHaveLength(1);
  });
});

describe('new payment dialog: payment method and options (spec 2 §5)', () => {
  it('offers direct debit for a direct-debit customer when it is active, notifying by e-mail', async () => {
    directDebit(true);
    const requests = recordRequests();
    const { app, dialog } = await openDialog();
    await chooseCustomer(app, dialog, (candidate) => candidate.paymentMethod === 'DIRECT_DEBIT');
    expect(await within(dialog).findByRole('radio', { name: 'Direct debit' })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Disable notifications' })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('direct-debit-email')).toBeInTheDocument();
    await fillBasics(app, dialog);
    await submit(app, dialog);
    await screen.findByText('Transaction created');
    expect(requests.find('POST', '/payments')[0]?.body).toMatchObject({
      paymentMethod: 'DIRECT_DEBIT',
      paymentNotifications: 'EMAIL',
    });
  });

  it('offers only online payment when direct debit is not active on the bank account', async () => {
    directDebit(false);
    const { app, dialog } = await openDialog();
    await chooseCustomer(app, dialog, (candidate) => candidate.paymentMethod === 'DIRECT_DEBIT');
    expect(within(dialog).getByRole('radio', { name: 'Online payment' })).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: 'Direct debit' })).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(/direct debit is not active on your default bank account/),
    ).toBeInTheDocument();
  });

  it('offers only online payment for a customer paying online', async () => {
    directDebit(true);
    const { app, dialog } = await openDialog();
    await chooseCustomer(app, dialog, (candidate) => candidate.paymentMethod === 'ONLINE_PAYMENT');
    expect(within(dialog).queryByRole('radio', { name: 'Direct debit' })).not.toBeInTheDocument();
  });

  it("sends NONE with 'disable notifications', offered only with the setting", async () => {
    const requests = recordRequests();
    const { app, dialog } = await openDialog();
    await chooseCustomer(app, dialog, (candidate) => candidate.paymentMethod === 'ONLINE_PAYMENT');
    await fillBasics(app, dialog);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Disable notifications' }));
    await submit(app, dialog);
    await screen.findByText('Transaction created');
    expect(requests.find('POST', '/payments')[0]?.body).toMatchObject({ paymentNotifications: 'NONE' });
  });

  it('hides the notification and donation options when the company has them off', async () => {
    getDb().company.accountSettings = {
      ...getDb().company.accountSettings,
      paymentNotificationSettingsEnabled: false,
      isDonationReceiptsEnabled: false,
    };
    const { dialog } = await openDialog();
    expect(within(dialog).queryByRole('checkbox', { name: 'Disable notifications' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('checkbox', { name: 'This payment is a donation' }),
    ).not.toBeInTheDocument();
  });

  it('marks a donation when donation receipts are enabled', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openDialog();
    await chooseCustomer(app, dialog);
    await fillBasics(app, dialog);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'This payment is a donation' }));
    await submit(app, dialog);
    await screen.findByText('Transaction created');
    expect(requests.find('POST', '/payments')[0]?.body).toMatchObject({ isDonation: true });
  });
});

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
    const target = getDb().debitors.find((debitor) => debitor.lastName && debitor.firstName);
    await app.user.type(within(dialog).getByRole('combobox', { name: 'Customer' }), target?.lastName ?? '');
    await waitFor(
      () =>
        expect(requests.find('GET', '/debitors').at(-1)?.url.searchParams.get('search')).toBe(
          target?.lastName,
        ),
      { timeout: 3000 },
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
    await app.user.type(within(form).getByRole('textbox', { name: /E-mail address/ }), 'eva.roth@example.de');
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
    await app.user.type(within(form).getByRole('textbox', { name: /E-mail address/ }), 'eva.roth@example.de');
    await app.user.click(within(form).getByRole('button', { name: 'Create customer' }));
    expect(await within(form).findByText('E-mail address already in use')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveValue('Eva');
  });
});
