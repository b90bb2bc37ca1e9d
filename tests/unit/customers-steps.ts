/** Shared steps of the customer tests. */
import type { Customer } from '@/entities/customer/customer';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { getDb } from '../../mocks/node';
import { renderApp, type AppRender } from '../render';
import { signInAsDemo } from '../sign-in';

export const CUSTOMERS = '/dashboard/debtors';

export const dataRows = () =>
  within(screen.getByTestId('data-table'))
    .queryAllByRole('row')
    .filter((row) => row.hasAttribute('data-row-id'));

/** The customer list at the URL, once its first rows are shown. */
export const openCustomers = async (url = CUSTOMERS) => {
  signInAsDemo();
  const app = await renderApp(url);
  await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
  return app;
};

/** A seeded customer that is not deleted and matches. */
export const seededCustomer = (pick: (customer: Customer) => boolean = () => true) => {
  const customer = getDb().debitors.find(
    (candidate) => (candidate.lastName || candidate.companyName) && pick(candidate),
  );
  if (!customer) throw new Error('the seed has no such customer');
  return customer;
};

export const detailUrl = (customer: Pick<Customer, 'id' | 'emailAddress'>, tab = 'payments') =>
  `${CUSTOMERS}/${customer.id}/${encodeURIComponent(customer.emailAddress)}/${tab}`;

/** The list searched down to the customer, with its row's menu open. */
export const openMenuOf = async (customer: Customer) => {
  const app = await openCustomers(`${CUSTOMERS}?search=${encodeURIComponent(customer.emailAddress)}`);
  const row = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-row-id="${customer.id}"]`);
    if (!found) throw new Error('row not shown yet');
    return found;
  });
  await app.user.click(within(row).getByRole('button', { name: /^Actions for/ }));
  const menu = await screen.findByTestId('row-action-menu');
  return { app, row, menu };
};

export const menuEntries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

export const field = (dialog: HTMLElement, name: RegExp | string) =>
  within(dialog).getByRole('textbox', { name });

/** A segmented choice (type, payment method, address format) by its label. */
export const choose = (app: AppRender, dialog: HTMLElement, option: string) =>
  app.user.click(within(dialog).getByRole('radio', { name: option }));

/** Fills text fields by the start of their label (pasted: one input event each, quick). */
export const typeIn = async (app: AppRender, dialog: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    await app.user.click(field(dialog, new RegExp(`^${label}`)));
    await app.user.paste(value);
  }
};

export const submit = (app: AppRender, dialog: HTMLElement, name = 'Create customer') =>
  app.user.click(within(dialog).getByRole('button', { name }));
