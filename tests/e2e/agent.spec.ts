import { expect, test, type Page } from '@playwright/test';

const CLIENTS = '/dashboard/connected-accounts';
const rows = (page: Page) => page.getByTestId('data-table').locator('tbody tr[data-row-id]');

const rowAction = async (page: Page, name: string, action: string) => {
  await rows(page)
    .filter({ hasText: name })
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await page.getByTestId('row-action-menu').getByRole('menuitem', { name: action, exact: true }).click();
};

/** The agent scenario's company, signed in on its connected accounts. */
test.beforeEach(async ({ page }) => {
  await page.goto('/login?scenario=agent');
  await page.getByRole('button', { name: 'Use the demo account' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.goto(CLIENTS);
  await expect(rows(page)).toHaveCount(5);
});

test('copies an invitation text', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Invite client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite client' });
  const text = dialog.getByRole('textbox', { name: 'Invitation text' });
  await expect(text).toHaveValue(/\/onboarding\//);
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await text.inputValue());
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test("opens a client's payments", async ({ page }) => {
  const name = (await rows(page).first().locator('td').first().textContent()) ?? '';
  await rowAction(page, name, 'Payments');
  await expect(page).toHaveURL(/\/dashboard\/connected-accounts\/transactions\?client=/);
  await expect(page.getByText(`Payments of ${name}`)).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText(name);
  await page.getByRole('button', { name: 'All clients' }).click();
  await expect(page).not.toHaveURL(/client=/);
  await expect(rows(page)).toHaveCount(10);
});
