/** Steps the customer e2e tests share. */
import { expect, type Locator, type Page } from '@playwright/test';
import { openMenu, rows } from './payments-helpers';

export const CUSTOMERS = '/dashboard/debtors';

export type ApiCustomer = {
  id: string;
  emailAddress: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
};

/** Data straight from the mock API (after the app has started it), to pick test customers. */
export const apiGet = async <T>(page: Page, path: string): Promise<T> =>
  page.evaluate(async (url) => {
    const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token?: string };
    const response = await fetch(`http://localhost:4010${url}`, {
      headers: { Authorization: `Bearer ${session.token ?? ''}`, Accept: 'application/json' },
    });
    return (await response.json()) as T;
  }, path);

/** The customer list searched down to one customer; resolves with its row. */
export const searchCustomer = async (page: Page, text: string) => {
  await page.goto(`${CUSTOMERS}?search=${encodeURIComponent(text)}`);
  await expect(rows(page)).toHaveCount(1);
  return rows(page).first();
};

/** Chooses an entry of a customer row's menu. */
export const chooseFromMenu = async (page: Page, row: Locator, entry: string) => {
  const menu = await openMenu(page, row);
  await menu.getByRole('menuitem', { name: entry, exact: true }).click();
};

/** The day picker of a date field: today. */
export const pickToday = async (page: Page, field: Locator) => {
  await field.click();
  const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  await page.getByRole('button', { name: today, exact: true }).click();
};

/** The count on a tab label of the customer page. */
export const tabCount = async (page: Page, name: string) => {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await expect(tab).toHaveText(new RegExp(`^${name}\\s*\\d+$`));
  return Number((await tab.textContent())?.replace(name, '').trim());
};
