/** Shared steps of the invoice dialog and wizard tests: the dialogs launched through their hook. */
import type { Customer } from '@/entities/customer/customer';
import { screen, within } from '@testing-library/react';
import type { Invoice } from '@generated/model/invoice';
import {
  useInvoiceDialogs,
  type InvoiceDialogLaunchers,
} from '@/features/invoice-editor/use-invoice-dialogs';
import { getDb } from '../../mocks/node';
import { renderWithProviders } from '../render';
import { signInAsDemo } from '../sign-in';

const Harness = ({ open }: { open: (launch: InvoiceDialogLaunchers) => void }) => {
  const { launch, dialogs } = useInvoiceDialogs();
  return (
    <>
      <button type="button" onClick={() => open(launch)}>
        Open
      </button>
      {dialogs}
    </>
  );
};

export type Rendered = Awaited<ReturnType<typeof renderWithProviders>>;

/** Renders the hook, launches a dialog and waits for it (its code loads on demand). */
export const launch = async (open: (launch: InvoiceDialogLaunchers) => void, name: string | RegExp) => {
  signInAsDemo();
  const app = await renderWithProviders(<Harness open={open} />);
  await app.user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 20_000 });
  return { app, dialog };
};

/** The new invoice dialog, once its form shows (a preset customer is loaded first). */
export const openNewInvoice = async (preset?: { debitorId?: string }) => {
  const opened = await launch((dialogs) => dialogs.create(preset), 'New invoice');
  await within(opened.dialog).findByRole('button', { name: 'Save draft' });
  return opened;
};

const byLastName = (a: Customer, b: Customer) => (a.lastName ?? '').localeCompare(b.lastName ?? '', 'de');

/** A customer from the picker's first page (no search, so no debounce to wait for). */
export const firstPageCustomer = (pick: (customer: Customer) => boolean) => {
  const customer = [...getDb().debitors]
    .filter((candidate) => candidate.lastName)
    .sort(byLastName)
    .slice(0, 20)
    .find(pick);
  if (!customer) throw new Error('no such customer among the first 20');
  return customer;
};

export const complete = (customer: Customer | undefined) =>
  Boolean(
    customer?.address?.zipCode &&
    customer.address.city &&
    customer.address.country &&
    customer.address.street,
  );

export const chooseCustomer = async (app: Rendered, dialog: HTMLElement, customer: Customer) => {
  await app.user.click(within(dialog).getByRole('combobox', { name: 'Customer' }));
  const option = await screen.findByRole('option', {
    name: new RegExp(customer.emailAddress.replace(/[.+]/g, '\\$&')),
  });
  await app.user.click(option);
};

export const position = (dialog: HTMLElement, number: number) =>
  within(dialog).getByRole('group', { name: `Position ${number}` });

export const fillPosition = async (
  app: Rendered,
  dialog: HTMLElement,
  number: number,
  {
    description,
    quantity,
    price,
    tax,
  }: { description: string; quantity?: string; price: string; tax?: string },
) => {
  const group = position(dialog, number);
  // Pasted: typing text letter by letter only makes the test slow.
  await app.user.click(within(group).getByRole('textbox', { name: /^Description/ }));
  await app.user.paste(description);
  if (quantity !== undefined) {
    const field = within(group).getByRole('textbox', { name: /^Quantity/ });
    await app.user.clear(field);
    await app.user.type(field, quantity);
  }
  await app.user.type(within(group).getByRole('textbox', { name: /^Net price/ }), price);
  if (tax) {
    await app.user.click(within(group).getByRole('combobox', { name: 'Tax' }));
    await app.user.click(await screen.findByRole('option', { name: tax }));
  }
};

/** A second position at a reduced tax rate: 20 × 3,50 € at 7 %. */
export const addSecondPosition = async (app: Rendered, dialog: HTMLElement) => {
  await app.user.click(within(dialog).getByRole('button', { name: 'Add another position' }));
  await fillPosition(app, dialog, 2, {
    description: 'Roggenbrot',
    quantity: '20',
    price: '3,50',
    tax: 'USt 7%',
  });
};

export const totals = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'Amounts' });

export const invoiceWhere = (pick: (invoice: Invoice) => boolean) => {
  const invoice = getDb().invoices.find(pick);
  if (!invoice) throw new Error('no such invoice in the seed');
  return invoice;
};
