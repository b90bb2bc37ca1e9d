/** Shared steps of the new payment dialog tests. */
import type { Customer } from '@/entities/customer/customer';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { customerLabel } from '@/entities/customer/customer-label';
import { api } from '../../mocks/auth';
import { getDb, server } from '../../mocks/node';
import { fill, renderApp, type AppRender } from '../render';
import { signInAsDemo } from '../sign-in';

export const LIST = '/dashboard/transactions/payments';

export const bankAccount = (directDebitActive: boolean) => ({
  id: 'bank-1',
  iban: 'DE89370400440532013000',
  default: true,
  status: 'ACTIVE',
  directDebitActive,
});

/** The default bank account's direct debit, as the dialog asks for it. */
export const directDebit = (active: boolean) =>
  server.use(http.get(api('/bankaccounts/default'), () => HttpResponse.json(bankAccount(active))));

export const openDialog = async (url = LIST) => {
  signInAsDemo();
  const app = await renderApp(url);
  await app.user.click(await screen.findByRole('button', { name: 'New payment' }));
  // The dialog's code loads on demand; the first open in a test file transforms it.
  const dialog = await screen.findByRole('dialog', { name: 'New payment' }, { timeout: 20_000 });
  return { app, dialog };
};

export const byLastName = (a: Customer, b: Customer) =>
  (a.lastName ?? '').localeCompare(b.lastName ?? '', 'de');

/** A customer on the picker's first page (20 by last name), or after it. */
const pickerCustomer = (pick: (customer: Customer) => boolean, page: 'first page' | 'later') => {
  const sorted = [...getDb().debitors].filter((candidate) => candidate.lastName).sort(byLastName);
  const customer = (page === 'first page' ? sorted.slice(0, 20) : sorted.slice(20)).find(pick);
  if (!customer) throw new Error(`no such customer on the picker's ${page}`);
  return customer;
};

/** Chooses a customer from the picker's first page (no search, so no debounce to wait for). */
export const chooseCustomer = async (
  app: AppRender,
  dialog: HTMLElement,
  pick: (customer: Customer) => boolean = () => true,
) => {
  const customer = pickerCustomer(pick, 'first page');
  await app.user.click(within(dialog).getByRole('combobox', { name: 'Customer' }));
  const option = await screen.findByRole('option', {
    name: new RegExp(customer.emailAddress.replace(/[.+]/g, '\\$&')),
  });
  await app.user.click(option);
  return customer;
};

export const fillBasics = async (app: AppRender, dialog: HTMLElement) => {
  await app.user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '49,90');
  await fill(app.user, within(dialog).getByRole('textbox', { name: /^Purpose/ }), 'Brotabo März 2025');
};

export const submit = (app: AppRender, dialog: HTMLElement) =>
  app.user.click(within(dialog).getByRole('button', { name: 'Create payment' }));

export const pdf = (size: number, name = 'rechnung.pdf', type = 'application/pdf') => {
  const bytes = new Uint8Array(size);
  bytes.set([0x25, 0x50, 0x44, 0x46]);
  return new File([bytes], name, { type });
};

export const drop = (dialog: HTMLElement, file: File) => {
  const input = within(dialog).getByTestId('invoice-dropzone').querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

/**
 * Chooses a customer who is not on the picker's first page: found by the server's search for their
 * e-mail address, after the picker's pause.
 */
export const searchCustomer = async (
  app: Pick<AppRender, 'user'>,
  dialog: HTMLElement,
  pick: (customer: Customer) => boolean = () => true,
) => {
  const customer = pickerCustomer(pick, 'later');
  await app.user.click(within(dialog).getByRole('combobox', { name: 'Customer' }));
  await app.user.paste(customer.emailAddress);
  await app.user.click(await screen.findByRole('option', { name: customerLabel(customer) }));
  return customer;
};
