import { expect, test } from '@playwright/test';
import { audit, describeFindings, AUDIT_LOCALES, navigateInApp, type Finding } from './a11y-helpers';
import { goInApp, startDemoSession } from './helpers';
import {
  choose,
  createRecurringProduct,
  LINKS,
  PRODUCTS,
  rowAction,
  rows,
  rowWith,
  startProduct,
} from './products-helpers';

// Each test opens its own page first: the session alone, so no page loads twice.
test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

test('creates a donation with options and a custom field and a recurring product, then filters by type', async ({
  page,
}) => {
  // Two products through the whole dialog: a long flow.
  test.slow();
  const stamp = Date.now();
  const donationName = `E2E Spende ${stamp}`;
  const recurringName = `E2E Abo ${stamp}`;
  await page.goto(PRODUCTS);
  await expect(rows(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'New product' }).click();
  const dialog = page.getByRole('dialog', { name: 'New product' });
  await startProduct(dialog, 'Donation');
  await expect(dialog.getByTestId('donation-tax')).toHaveText('Donations carry no tax (0 %).');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(donationName);
  await dialog.getByRole('textbox', { name: /^Minimum amount/ }).fill('20');
  await dialog.getByRole('textbox', { name: /^Default donation amount/ }).fill('10');
  await dialog.getByRole('textbox', { name: /^Default donation amount/ }).blur();
  await expect(dialog.getByText('Default donation amount has to be bigger than min price')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Default donation amount/ }).fill('25');
  await dialog.getByRole('checkbox', { name: 'Offer donation options' }).check();
  await expect(dialog.getByRole('textbox', { name: /^Option 2/ })).toHaveValue('25');
  await expect(dialog.getByText('Each donation option must be at least the minimum amount')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Option 1/ }).fill('20');
  const field = dialog.getByRole('group', { name: 'Field 1' });
  await field.getByRole('textbox', { name: 'Label' }).fill('Widmung');
  await choose(page, field, 'Type', 'Text');
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'New product' }).click();
  await createRecurringProduct(page, page.getByRole('dialog', { name: 'New product' }), recurringName);

  await choose(page, page.getByTestId('filter-bar'), 'Type', 'Donation');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/productTypes=/);
  await expect(rowWith(page, donationName)).toHaveCount(1);
  await expect(rowWith(page, recurringName)).toHaveCount(0);
  await expect(rowWith(page, donationName)).toContainText('from 20,00 €');

  await page.getByTestId('filter-bar').getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Donation' }).click();
  await page.getByRole('option', { name: 'Product' }).click();
  await page.keyboard.press('Escape');
  await expect(rowWith(page, recurringName)).toHaveCount(1);
  await expect(rowWith(page, recurringName)).toContainText('Monthly');
  await expect(rowWith(page, donationName)).toHaveCount(0);
});

test('edits a product and discards a change', async ({ page }) => {
  await page.goto(`${PRODUCTS}?search=${encodeURIComponent('Backkurs Sauerteig')}`);
  const row = rowWith(page, 'Backkurs Sauerteig');
  await expect(row).toHaveCount(1);
  await rowAction(page, row, 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit product' });
  const name = dialog.getByRole('textbox', { name: /^Name/ });
  await expect(name).toHaveValue('Backkurs Sauerteig');
  await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await name.fill('Backkurs Roggen');
  await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled();

  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog.getByText('Discard your changes?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to the form' }).click();
  await expect(name).toHaveValue('Backkurs Roggen');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Backkurs Sauerteig');

  // Back to the type choice and on again: nothing was kept from the discarded change.
  await rowAction(page, row, 'Edit');
  await expect(name).toHaveValue('Backkurs Sauerteig');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('radio', { name: /^Product/ })).toBeChecked();
});

test('creates a SUBSCRIBE link with a receipt for a new recurring product, copies it, deletes it', async ({
  page,
  context,
}) => {
  // A product and a link through their dialogs: a long flow.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const productName = `E2E Link-Abo ${Date.now()}`;
  await page.goto(LINKS);
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'New payment link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payment link' });
  await dialog.getByRole('button', { name: 'New product' }).click();
  await createRecurringProduct(page, page.getByRole('dialog', { name: 'New product' }), productName);

  await expect(dialog.getByRole('combobox', { name: /^Product/ })).toHaveValue(
    productName.slice(0, 15) + '…',
  );
  await choose(page, dialog, /^Checkout button label/, 'Subscribe');
  await expect(dialog.getByRole('checkbox', { name: 'Allow changing the quantity' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Generate a receipt' }).check();
  const address = dialog.getByRole('checkbox', { name: "Require the buyer's address" });
  await expect(address).toBeChecked();
  await expect(address).toBeDisabled();
  await dialog.getByRole('button', { name: 'Create payment link' }).click();
  await expect(page.getByText('Payment link created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = rowWith(page, productName);
  await expect(row).toHaveCount(1);
  const url = await row.getByRole('link').textContent();
  await row.getByRole('button', { name: /^Copy the link of/ }).click();
  await expect(page.getByText('Link copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  await rowAction(page, row, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Delete payment link' });
  await confirm.getByRole('button', { name: 'Delete payment link' }).click();
  await expect(page.getByText('Payment link deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('deletes a product that has payment links after the cascade question', async ({ page }) => {
  await page.goto(`${PRODUCTS}?search=${encodeURIComponent('Brot-Abo Familie')}`);
  const row = rowWith(page, 'Brot-Abo Familie');
  await expect(row).toHaveCount(1);
  await rowAction(page, row, 'Delete');
  const dialog = page.getByRole('dialog', { name: 'Delete product' });
  await expect(dialog.getByText('This product has payment links')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete with payment links' }).click();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expect(row).toHaveCount(0);

  await goInApp(page, LINKS);
  await expect(rows(page).first()).toBeVisible();
  await expect(rowWith(page, 'Brot-Abo Familie')).toHaveCount(0);
});

// The language comes from ?lng= (and stays for the later pages); signing in was in English.
for (const lng of AUDIT_LOCALES.map((locale) => locale.slice(0, 2))) {
  test.describe(`dialogs in ${lng}`, () => {
    // axe over a whole page with a dialog open takes its time on a busy machine.
    test.beforeEach(() => test.setTimeout(120_000));

    test('the product and delete dialogs have no serious or critical axe finding', async ({ page }) => {
      const findings: Finding[] = [];
      // The list itself is in the walk over every route (a11y.spec.ts).
      await page.goto(`${PRODUCTS}?lng=${lng}`);
      await expect(rows(page).first()).toBeVisible();
      await navigateInApp(page, `${PRODUCTS}?action=new`);
      const product = page.getByRole('dialog');
      await expect(product.getByRole('radio').first()).toBeVisible();
      findings.push(...(await audit(page, 'product dialog: type')));
      await product.getByRole('radio').nth(1).click();
      await product.locator('button[type="submit"]').click();
      await product.locator('input[type="checkbox"]').first().check();
      findings.push(...(await audit(page, 'product dialog: donation details')));

      // Closing a changed product asks first.
      await page.keyboard.press('Escape');
      await product.getByRole('button', { name: /^(Discard|Verwerfen)$/ }).click();
      await expect(product).toBeHidden();
      await navigateInApp(page, `${PRODUCTS}?search=${encodeURIComponent('Brot-Abo Familie')}`);
      await expect(rows(page).first()).toContainText('Brot-Abo Familie');
      await rows(page).first().locator('button[aria-haspopup="menu"]').click();
      await page.getByTestId('row-action-menu').locator('[data-action="delete"]').click();
      await expect(page.getByTestId('product-has-links')).toBeVisible();
      findings.push(...(await audit(page, 'delete product dialog')));
      expect(findings, describeFindings(findings)).toEqual([]);
    });

    test('the payment link dialog with its messages has no serious or critical axe finding', async ({
      page,
    }) => {
      await page.goto(`${LINKS}?lng=${lng}`);
      await expect(rows(page).first()).toBeVisible();
      await navigateInApp(page, `${LINKS}?action=new`);
      const link = page.getByRole('dialog');
      await link.locator('input[type="checkbox"]').nth(3).check();
      await link.locator('input[type="checkbox"]').nth(4).check();
      await link.locator('button[type="submit"]').click();
      await expect(link.locator('[aria-invalid="true"]').first()).toBeVisible();
      const findings = await audit(page, 'payment link dialog with its messages');
      expect(findings, describeFindings(findings)).toEqual([]);
    });
  });
}
