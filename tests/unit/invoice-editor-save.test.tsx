import { screen, waitFor, within } from '@testing-library/react';
import { customerLabel } from '@/entities/customer/customer-label';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../mocks/auth';
import { getDb, server, setFault } from '../../mocks/node';
import { recordRequests } from '../requests';
import {
  addSecondPosition,
  complete,
  fillPosition,
  firstPageCustomer,
  launch,
  openNewInvoice,
  position,
  totals,
} from './invoice-editor-steps';
import { searchCustomer } from './new-payment-steps';
import { pickDayNextMonth, shownValues } from './wizard-steps';

const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save draft' });

describe('new invoice dialog: save, view, review, finalize (spec 2 §4, §8)', () => {
  const fillInvoice = async () => {
    const customer = firstPageCustomer((candidate) => candidate.type === 'PERSON' && complete(candidate));
    const opened = await openNewInvoice({ debitorId: customer.id });
    const { app, dialog } = opened;
    await fillPosition(app, dialog, 1, { description: 'Brötchen', quantity: '3', price: '0,10' });
    await addSecondPosition(app, dialog);
    return { ...opened, customer };
  };

  it('saves the draft with tax-rate objects, shows what the server computed, and finalizes it', async () => {
    const requests = recordRequests();
    const { app, dialog, customer } = await fillInvoice();
    const live = totals(dialog).textContent;
    await app.user.click(save(dialog));
    expect(
      await within(dialog).findByText(
        'The draft is saved. Review it to finalize and send it, or continue editing.',
      ),
    ).toBeInTheDocument();
    const [post] = requests.find('POST', '/invoices');
    expect(post?.body).toMatchObject({
      debitorId: customer.id,
      creditorBankAccountId: getDb().bankAccounts.find((account) => account.default)?.id,
      paymentTermInDays: 30,
      positions: [
        { description: 'Brötchen', quantity: 3, price: 0.1, taxRate: { description: 'USt 19%', rate: 19 } },
        { description: 'Roggenbrot', quantity: 20, price: 3.5, taxRate: { description: 'USt 7%', rate: 7 } },
      ],
    });
    // The server's figures equal the ones shown while typing.
    expect(totals(dialog).textContent).toBe(live);
    const saved = getDb().invoices.find(
      (invoice) => invoice.debitor?.id === customer.id && invoice.status === 'DRAFT',
    );
    expect(saved?.total).toBe(75.26);

    await app.user.click(within(dialog).getByRole('button', { name: 'Continue editing' }));
    expect(within(dialog).getByRole('textbox', { name: /^Payment term/ })).toHaveValue('30');
    expect(within(position(dialog, 2)).getByRole('textbox', { name: /^Description/ })).toHaveValue(
      'Roggenbrot',
    );
    await app.user.click(save(dialog));
    await within(dialog).findByRole('button', { name: 'Review' });
    expect(requests.find('PUT', `/invoices/${saved?.id}`)).toHaveLength(1);

    await app.user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Review the invoice')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Finalize and send' }));
    expect(await screen.findByText('Invoice finalized.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New invoice' })).not.toBeInTheDocument(),
    );
    expect(requests.find('POST', `/invoices/finalize/${saved?.id}`)).toHaveLength(1);
    expect(getDb().invoices.find((invoice) => invoice.id === saved?.id)?.status).toBe('OPEN');
  });

  it('keeps every field, the customer and the product found by a search included, from review back to editing', async () => {
    const { app, dialog } = await openNewInvoice();
    const customer = await searchCustomer(
      app,
      dialog,
      (candidate) => candidate.type === 'ORGANIZATION' && complete(candidate),
    );
    const account = getDb().bankAccounts.find((candidate) => !candidate.default);
    await app.user.click(within(dialog).getByRole('combobox', { name: /^Creditor bank account/ }));
    await app.user.click(
      await screen.findByRole('option', { name: new RegExp(`^${account?.bankAccountLabel}`) }),
    );
    const product = getDb().products.find((candidate) => candidate.name === 'Kaffee-Flatrate Büro');
    await app.user.click(within(position(dialog, 1)).getByRole('combobox', { name: /^Take position 1/ }));
    await app.user.paste('Kaffee');
    await app.user.click(await screen.findByRole('option', { name: product?.name }));
    await app.user.click(within(position(dialog, 1)).getByRole('textbox', { name: /^Sub text/ }));
    await app.user.paste('November');
    await addSecondPosition(app, dialog);
    const term = within(dialog).getByRole('textbox', { name: /^Payment term/ });
    await app.user.clear(term);
    await app.user.paste('14');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Service period' }));
    await pickDayNextMonth(app, dialog, /^Begin date/, 10);
    await pickDayNextMonth(app, dialog, /^End date/, 20);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Reverse charge' }));
    const vatId = within(dialog).getByRole('textbox', { name: /^VAT ID/ });
    await app.user.clear(vatId);
    await app.user.paste('DE123456789');
    const filled = shownValues(dialog);

    await app.user.click(save(dialog));
    await app.user.click(await within(dialog).findByRole('button', { name: 'Review' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue editing' }));
    const picker = await within(dialog).findByRole('combobox', { name: 'Customer' });
    expect(picker).toHaveValue(customerLabel(customer));
    expect(within(position(dialog, 1)).getByRole('textbox', { name: /^Description/ })).toHaveValue(
      product?.name,
    );
    expect(shownValues(dialog)).toEqual(filled);
  });

  it("shows the server's message when saving fails and keeps everything typed", async () => {
    server.use(
      http.post(api('/invoices'), () =>
        HttpResponse.json({ status: 400, message: 'customer address incomplete' }, { status: 400 }),
      ),
    );
    const { app, dialog } = await fillInvoice();
    await app.user.click(save(dialog));
    expect(await within(dialog).findByText('customer address incomplete')).toBeInTheDocument();
    expect(within(dialog).getByText('The invoice could not be saved')).toBeInTheDocument();
    expect(within(position(dialog, 1)).getByRole('textbox', { name: /^Description/ })).toHaveValue(
      'Brötchen',
    );
    expect(
      within(position(dialog, 2)).getByRole<HTMLInputElement>('textbox', { name: /^Net price/ }).value,
    ).toBe('3,5');
  });

  it("says 'Something went wrong with finalization' and stays in review", async () => {
    setFault('finalizeInvoice', { status: 500 });
    const customer = firstPageCustomer((candidate) => candidate.type === 'PERSON' && complete(candidate));
    const { app, dialog } = await openNewInvoice({ debitorId: customer.id });
    await fillPosition(app, dialog, 1, { description: 'Brötchen', quantity: '3', price: '0,10' });
    await app.user.click(save(dialog));
    await app.user.click(await within(dialog).findByRole('button', { name: 'Review' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Finalize and send' }));
    expect(await screen.findByText('Something went wrong with finalization')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Finalize and send' })).toBeEnabled();
  });
});

describe('editing a draft', () => {
  it('loads the draft into the form and saves it with PUT', async () => {
    const requests = recordRequests();
    const draft = getDb().invoices.find(
      (invoice) =>
        invoice.status === 'DRAFT' && invoice.invoiceType === 'INVOICE' && invoice.positions?.length,
    );
    if (!draft) throw new Error('no draft in the seed');
    const { app, dialog } = await launch((dialogs) => dialogs.edit(draft), 'Edit invoice');
    const description = await within(dialog).findByRole('textbox', { name: /^Description/ });
    expect(description).toHaveValue(draft.positions?.[0]?.description);
    await app.user.click(save(dialog));
    await within(dialog).findByRole('button', { name: 'Review' });
    expect(requests.find('PUT', `/invoices/${draft.id}`)).toHaveLength(1);
    expect(requests.find('POST', '/invoices')).toHaveLength(0);
  });
});
