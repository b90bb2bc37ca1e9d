import { expect, type Locator, type Page } from '@playwright/test';

export const BANK_PAGE = '/dashboard/company/bankaccount';

export const bankRows = (page: Page) => page.getByTestId('data-table').locator('tbody tr[data-row-id]');

export const rowWithLabel = (page: Page, label: string) => bankRows(page).filter({ hasText: label });

/** Opens a row's action menu and picks an entry. */
export const rowAction = async (row: Locator, page: Page, action: string) => {
  await row.locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
};

/** Picks a day in an open Mantine calendar, moving back month by month until it is shown. */
export const pickDay = async (page: Page, label: string) => {
  const day = page.getByRole('button', { name: label, exact: true });
  for (let tries = 0; tries < 3 && !(await day.isVisible()); tries++)
    await page.getByRole('button', { name: 'Previous month' }).click();
  await day.click();
};

export const waitForBankPage = async (page: Page) => {
  await page.goto(BANK_PAGE);
  await expect(bankRows(page).first()).toBeVisible();
};
