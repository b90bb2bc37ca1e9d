/** Steps the payments e2e tests share. */
import { expect, type Locator, type Page } from '@playwright/test';
import { isAddressComplete, type AddressParts } from '../../src/entities/customer/address-complete';
import { callApi } from './invoices-helpers';

export const LIST = '/dashboard/transactions/payments';

export const table = (page: Page) => page.getByTestId('data-table');
/** A list's rows: the table's, or on a phone (below `sm`) its cards. */
export const rows = (page: Page) =>
  page.locator(
    '[data-testid="data-table"] tbody tr[data-row-id], [data-testid="data-cards"] > [data-row-id]',
  );
export const statusOf = (row: Locator) => row.locator('[data-status]');

/** Opens a row's action menu; resolves with the menu's entries. */
export const openMenu = async (page: Page, row: Locator) => {
  await row.getByRole('button', { name: /^Actions for/ }).click();
  const menu = page.getByTestId('row-action-menu');
  await expect(menu).toBeVisible();
  return menu;
};

/** The first row whose menu offers the action (the menu stays open on it). */
export const rowOffering = async (page: Page, action: string) => {
  const count = await rows(page).count();
  for (let index = 0; index < count; index++) {
    const row = rows(page).nth(index);
    const menu = await openMenu(page, row);
    // Some menus load what decides their entries first (an invoice's customer): wait for them.
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /^(Loading|Wird geladen)/ })).toHaveCount(0);
    if (await menu.getByRole('menuitem', { name: action, exact: true }).isVisible()) return row;
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  throw new Error(`no row on this page offers '${action}'`);
};

/**
 * Payments straight from the mock API, to find test data of a kind the list cannot filter by.
 * Waits for the list first: until the app has started, the mock backend does not answer.
 */
export const apiPayments = async (page: Page) => {
  await expect(rows(page).first()).toBeVisible();
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token?: string };
    const response = await fetch('http://localhost:4010/payments?size=1000', {
      headers: { Authorization: `Bearer ${session.token ?? ''}`, Accept: 'application/json' },
    });
    const body = (await response.json()) as {
      _embedded: {
        payments: { id: string; state: string; paymentMethod?: string; invoice?: { internalRef?: string } }[];
      };
    };
    return body._embedded.payments;
  });
};

/** The first of the current month as the browser (Berlin time) sees it, whatever the machine's zone. */
export const firstOfThisMonth = () => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-');
  const day = new Date(Date.UTC(Number(year), Number(month) - 1, 1, 12));
  return {
    label: day.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    iso: `${year}-${month}-01`,
    shown: `01.${month}.${year}`,
  };
};

/**
 * A new invoice-related online payment, made as the portal makes one: an invoice for a customer
 * of the mock backend, finalized (which requests its money: a PENDING payment carrying the
 * invoice's internal reference). Its id, once the list has started the app.
 */
export const newInvoicePayment = async (page: Page) => {
  const { _embedded } = await callApi<{ _embedded: { debitors: { id: string; address?: AddressParts }[] } }>(
    page,
    'GET',
    '/debitors?size=100',
  );
  // An invoice needs the customer's full address.
  const customer = _embedded.debitors.find(({ address }) => isAddressComplete(address));
  if (!customer) throw new Error('no customer of the mock backend has a full address');
  const { bankAccounts } = await callApi<{ bankAccounts: { id: string }[] }>(page, 'GET', '/bankaccounts');
  const draft = await callApi<{ id: string }>(page, 'POST', '/invoices', {
    debitorId: customer.id,
    creditorBankAccountId: bankAccounts[0]?.id,
    positions: [{ description: 'Webdesign (Stunde)', quantity: 2, price: 85, taxRate: { rate: 19 } }],
    paymentMethod: 'ONLINE_PAYMENT',
  });
  const invoice = await callApi<{ paymentId?: string }>(page, 'POST', `/invoices/finalize/${draft.id}`);
  if (!invoice.paymentId) throw new Error('finalizing the invoice requested no payment');
  return invoice.paymentId;
};
