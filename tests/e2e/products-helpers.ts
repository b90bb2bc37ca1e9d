/** Steps the products and payment links e2e tests share. */
import { expect, type Locator, type Page } from '@playwright/test';

export const PRODUCTS = '/dashboard/checkouts/products';
export const LINKS = '/dashboard/checkouts/links';

export const rows = (page: Page) => page.getByTestId('data-table').locator('tbody tr[data-row-id]');
export const rowWith = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** Picks an option of a combobox (a Mantine select) in the dialog. */
export const choose = async (page: Page, scope: Locator, field: string | RegExp, option: string | RegExp) => {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
};

/** Opens a row's action menu and picks the action. */
export const rowAction = async (page: Page, row: Locator, action: string) => {
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByTestId('row-action-menu').getByRole('menuitem', { name: action, exact: true }).click();
};

/** The details step of the product dialog, after choosing the type. */
export const startProduct = async (dialog: Locator, type: 'Product' | 'Donation') => {
  await dialog.getByRole('radio', { name: new RegExp(`^${type}`) }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeVisible();
};

/** Fills and saves a recurring monthly product in an open product dialog. */
export const createRecurringProduct = async (page: Page, dialog: Locator, name: string) => {
  await startProduct(dialog, 'Product');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Price/ }).fill('9,90');
  await choose(page, dialog, /^Billing$/, 'Recurring');
  await choose(page, dialog, /^Billing period/, 'Monthly');
  await dialog.getByRole('button', { name: 'Create product' }).click();
  // The dialog closes only on success; the alert of an earlier product may still be showing.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Product created successfully').last()).toBeVisible();
};
