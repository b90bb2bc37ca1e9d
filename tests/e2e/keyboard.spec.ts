/** Keys only: signing in, and a row menu from opening to an action (issue 11). */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAsDemo } from './helpers';
import { LIST, rows } from './payments-helpers';

/** Presses Tab until the element is focused, as a keyboard user would; fails after `limit` presses. */
const tabTo = async (page: Page, selector: string, limit = 80) => {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
  }
  throw new Error(`${selector} was not reached with ${limit} presses of Tab`);
};

test('signs in with the keyboard only', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('E-mail address');
  await expect(email).toBeFocused();
  await page.keyboard.type(DEMO.emailAddress);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByText('You are logged in.')).toBeVisible();
});

test('opens a row menu and chooses an action with the keyboard only', async ({ page }) => {
  await loginAsDemo(page, LIST);
  const first = rows(page).first();
  await expect(first).toBeVisible();
  const id = await first.getAttribute('data-row-id');

  await tabTo(page, 'tbody tr[data-row-id] button[aria-haspopup="menu"]');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Focus goes to the first action, not to the menu or a placeholder.
  await expect(menu.getByRole('menuitem').first()).toBeFocused();

  for (let press = 0; press < 10; press++) {
    if (await menu.locator('[data-action="details"]').evaluate((item) => item === document.activeElement))
      break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(menu.locator('[data-action="details"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/transactions/payments/${id}$`));
});

test('Escape closes a row menu and gives the focus back to its button', async ({ page }) => {
  await loginAsDemo(page, LIST);
  await expect(rows(page).first()).toBeVisible();
  await tabTo(page, 'tbody tr[data-row-id] button[aria-haspopup="menu"]');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /^Actions for/ }),
  ).toBeFocused();
});
