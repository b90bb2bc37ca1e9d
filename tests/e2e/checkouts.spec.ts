import { expect, test } from '@playwright/test';
import { CHECKOUTS, apiGet } from './credits-helpers';
import { startDemoSession } from './helpers';
import { openMenu, rows } from './payments-helpers';

test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

type Checkout = {
  id: string;
  productId?: string;
  productTitle?: string;
  paymentIdRef?: string;
  customFields?: { fieldLabel: string; fieldValue?: string }[];
};

test('filters checkouts by a product and opens one with its custom fields', async ({ page }) => {
  await page.goto(CHECKOUTS);
  const all = await apiGet<{ _embedded: { checkouts: Checkout[] } }>(page, '/checkouts?size=1000');
  const target = all._embedded.checkouts.find(
    (checkout) => checkout.paymentIdRef && checkout.customFields?.some((field) => field.fieldValue),
  );
  if (!target?.productTitle) throw new Error('no checkout with custom fields');

  await page.getByRole('combobox', { name: 'Products' }).fill(target.productTitle);
  await page.getByRole('option', { name: target.productTitle, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/productIds=/);
  await expect(page.getByTestId('filter-chips')).toContainText(target.productTitle);
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText(target.productTitle);

  await page.getByRole('textbox', { name: 'Search' }).fill(target.id);
  await expect(rows(page)).toHaveCount(1);
  await (await openMenu(page, rows(page).first())).getByRole('menuitem', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions/checkouts/${target.id}$`));
  const card = page.getByRole('region', { name: 'Checkout' });
  for (const field of target.customFields ?? []) {
    await expect(card).toContainText(field.fieldLabel);
    if (field.fieldValue) await expect(card).toContainText(field.fieldValue);
  }
  await page.getByRole('link', { name: 'Open payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions/payments/${target.paymentIdRef ?? ''}$`));
  await expect(page.getByRole('link', { name: 'Open checkout' })).toBeVisible();
});
