import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { businessDaysFromToday } from '@/lib/business-date';
import { recordRequests } from '../requests';
import { directDebit, openDialog, chooseCustomer, fillBasics, submit, pdf, drop } from './new-payment-steps';

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
    const customer = await chooseCustomer(
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
      debitorId: customer.id,
      amount: 49.9,
      purpose: 'Brotabo März 2025',
      paymentMethod: 'ONLINE_PAYMENT',
      paymentType: 'PAYMENT_REQUEST',
      isDonation: false,
      // Tomorrow in Germany, whose day the backend measures by.
      chargeDate: businessDaysFromToday(1),
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
