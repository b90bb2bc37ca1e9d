import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/auth';
import { server } from '../../mocks/node';
import { chooseCustomer, complete, firstPageCustomer, openNewInvoice } from './invoice-editor-steps';

const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save draft' });

describe('new invoice dialog: editing (spec 2 §3, §5)', () => {
  it('presets the customer, the default bank account, one position and 30 days', async () => {
    const customer = firstPageCustomer((candidate) => candidate.type === 'PERSON' && complete(candidate));
    const { dialog } = await openNewInvoice({ debitorId: customer.id });
    const picker = await within(dialog).findByRole('combobox', { name: 'Customer' });
    expect(picker).toHaveValue(`${customer.firstName} ${customer.lastName} · ${customer.emailAddress}`);
    const account = within(dialog).getByRole<HTMLInputElement>('combobox', {
      name: /^Creditor bank account/,
    });
    expect(account.value).toMatch(/DE\d\d /);
    expect(within(dialog).getAllByRole('group', { name: /^Position \d/ })).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: /^Payment term/ })).toHaveValue('30');
    expect(within(dialog).getByRole('button', { name: 'Delete position 1' })).toBeDisabled();
  });

  it('asks for a customer, a description and a price', async () => {
    const { app, dialog } = await openNewInvoice();
    await app.user.click(save(dialog));
    expect(await within(dialog).findByText('Choose a customer')).toBeInTheDocument();
    expect(within(dialog).getByText('The description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('The price is required')).toBeInTheDocument();
  });

  it("says 'customer address incomplete' for a customer without a complete address", async () => {
    const { app, dialog } = await openNewInvoice();
    await chooseCustomer(
      app,
      dialog,
      firstPageCustomer((customer) => !customer.address),
    );
    expect(
      await within(dialog).findByText(
        'Customer address incomplete: the customer needs a street (or address line), zip code, city and country.',
      ),
    ).toBeInTheDocument();
  });

  it("enables reverse charge only for organizations and needs the VAT id: 'vatId is needed'", async () => {
    const { app, dialog } = await openNewInvoice();
    const reverseCharge = within(dialog).getByRole('checkbox', { name: /^Reverse charge/ });
    expect(reverseCharge).toBeDisabled();
    await chooseCustomer(
      app,
      dialog,
      firstPageCustomer((customer) => customer.type === 'PERSON' && complete(customer)),
    );
    expect(reverseCharge).toBeDisabled();
    const organization = firstPageCustomer(
      (customer) => customer.type === 'ORGANIZATION' && complete(customer),
    );
    await chooseCustomer(app, dialog, organization);
    await waitFor(() => expect(reverseCharge).toBeEnabled());
    await app.user.click(reverseCharge);
    const vatId = within(dialog).getByRole('textbox', { name: /^VAT ID/ });
    expect(vatId).toHaveValue(organization.vatId);
    await app.user.clear(vatId);
    expect(await within(dialog).findByText('The VAT ID is needed for reverse charge.')).toBeInTheDocument();
  });

  it("says 'End date must be after begin date' for a service period ending before it begins", async () => {
    const { app, dialog } = await openNewInvoice();
    await app.user.click(within(dialog).getByRole('radio', { name: 'Service period' }));
    await app.user.click(within(dialog).getByRole('button', { name: /^Begin date/ }));
    await app.user.click(await screen.findByRole('button', { name: /^15 / }));
    await app.user.click(within(dialog).getByRole('button', { name: /^End date/ }));
    await app.user.click(await screen.findByRole('button', { name: /^10 / }));
    expect(await within(dialog).findByText('End date must be after begin date')).toBeInTheDocument();
  });

  it("says 'creditorBankAccount is unknown' when the company has no bank account", async () => {
    server.use(
      http.get(api('/bankaccounts'), () =>
        HttpResponse.json({ bankAccounts: [], allowTransactionsCsv: false }),
      ),
    );
    const { dialog } = await openNewInvoice();
    expect(await within(dialog).findByText('The creditor bank account is unknown.')).toBeInTheDocument();
  });
});
