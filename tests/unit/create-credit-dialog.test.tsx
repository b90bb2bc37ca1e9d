import type { Customer } from '@/entities/customer/customer';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb, setFault } from '../../mocks/node';
import { renderApp, type AppRender } from '../render';
import { recordRequests } from '../requests';
import { signInAsDemo } from '../sign-in';
import { chooseCustomer } from './new-payment-steps';

const LIST = '/dashboard/transactions/credits';

const hasActiveMandate = (customer: Customer) =>
  getDb().sepaMandates.some((mandate) => mandate.debitorId === customer.id && mandate.state === 'ACTIVE');

const openDialog = async () => {
  signInAsDemo();
  const app = await renderApp(LIST);
  await app.user.click(await screen.findByRole('button', { name: 'New credit' }));
  const dialog = await screen.findByRole('dialog', { name: 'New credit' });
  // The default bank account is chosen once the accounts are there.
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: /^Bank account/ })).not.toHaveValue(''),
  );
  return { app, dialog };
};

const fill = async (
  app: AppRender,
  dialog: HTMLElement,
  amount = '12,50',
  purpose = 'Gutschrift Reklamation',
) => {
  if (amount) await app.user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), amount);
  if (purpose) await app.user.type(within(dialog).getByRole('textbox', { name: /^Purpose/ }), purpose);
};

const submit = (app: AppRender, dialog: HTMLElement) =>
  app.user.click(within(dialog).getByRole('button', { name: 'Create credit' }));

describe('create a credit (spec 3 §5, §8)', () => {
  it('creates a credit for a customer with an active SEPA mandate and shows it first in the list', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openDialog();
    const customer = await chooseCustomer(app, dialog, hasActiveMandate);
    await fill(app, dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create credit' })).toBeEnabled());
    await submit(app, dialog);
    expect(await screen.findByText('The credit was created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [post] = requests.find('POST', '/credits');
    const account = getDb().bankAccounts.find((candidate) => candidate.default);
    expect(post?.body).toEqual({
      debitorId: customer.id,
      bankAccountId: account?.id,
      amount: 12.5,
      purpose: 'Gutschrift Reklamation',
      directDebitActive: account?.directDebitActive,
    });
    const created = getDb().credits.find((credit) => credit.purpose === 'Gutschrift Reklamation');
    await waitFor(() =>
      expect(screen.getByTestId('data-table').querySelector('tbody tr')).toHaveAttribute(
        'data-row-id',
        created?.id,
      ),
    );
  });

  it("refuses a customer without an active SEPA mandate: 'customer missing sepa mandate'", async () => {
    const requests = recordRequests();
    const { app, dialog } = await openDialog();
    await chooseCustomer(app, dialog, (customer) => !hasActiveMandate(customer));
    expect(await within(dialog).findByText('The customer is missing a SEPA mandate.')).toBeInTheDocument();
    await fill(app, dialog);
    expect(within(dialog).getByRole('button', { name: 'Create credit' })).toBeDisabled();
    expect(requests.find('GET', '/sepa-mandates').at(-1)?.url.searchParams.get('size')).toBe('10');
    expect(requests.find('POST', '/credits')).toHaveLength(0);

    // What was typed is not left without asking.
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await app.user.click(within(question).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find('POST', '/credits')).toHaveLength(0);
  });

  it('names every missing field and refuses an amount of 0 and a purpose over 120 characters', async () => {
    const requests = recordRequests();
    const { app, dialog } = await openDialog();
    await submit(app, dialog);
    expect(await within(dialog).findByText('A customer is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The amount is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The purpose is required.')).toBeInTheDocument();
    await fill(app, dialog, '0', 'x'.repeat(121));
    await submit(app, dialog);
    expect(await within(dialog).findByText('The amount must be positive.')).toBeInTheDocument();
    expect(within(dialog).getByText('The purpose may have at most 120 characters.')).toBeInTheDocument();
    expect(requests.find('POST', '/credits')).toHaveLength(0);
  });

  it("shows the server's message when the creation fails and keeps what was typed", async () => {
    setFault('createCredit', { status: 400, message: 'bank account not found', times: 1 });
    const { app, dialog } = await openDialog();
    await chooseCustomer(app, dialog, hasActiveMandate);
    await fill(app, dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create credit' })).toBeEnabled());
    await submit(app, dialog);
    expect(await screen.findByText('bank account not found')).toBeInTheDocument();
    expect(screen.getByText('The credit could not be created.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New credit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveValue('12,5');
    expect(within(dialog).getByRole('textbox', { name: /^Purpose/ })).toHaveValue('Gutschrift Reklamation');
  });
});
