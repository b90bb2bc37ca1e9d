import { expect, test, type Page } from '@playwright/test';
import { startDemoSession } from './helpers';
import { watchPolicy } from './policy-watch';
import { rowWithLabel, waitForBankPage } from './company-money-helpers';

// Each test opens its own page first: the session alone, so no page loads twice.
test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

const expectPdf = async (page: Page, click: () => Promise<void>) => {
  const download = page.waitForEvent('download');
  await click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
};

test('walks the direct debit wizard to waiting for activation, and reopens there', async ({ page }) => {
  await waitForBankPage(page);
  await rowWithLabel(page, 'Vereinskonto')
    .getByRole('button', { name: 'Set up direct debit for Vereinskonto' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Activate direct debit' });
  const next = (name = 'Continue') => dialog.getByRole('button', { name, exact: true });

  await dialog.getByLabel(/Creditor identifier/).fill('DE98ZZZ09999999999');
  await dialog.getByLabel('I agree that I have received my creditor identifier.').check();
  await next().click();

  await expect(dialog.getByLabel(/Withdrawal limit per day/)).toBeVisible();
  await expect(dialog.getByText(/GLS Bank sets up EBICS/)).toBeVisible();
  await dialog.getByLabel(/Withdrawal limit per day/).fill('10000');
  await dialog.getByLabel(/Creditor name/).fill('Bäckerei Schneider GmbH');
  await expectPdf(page, () => dialog.getByRole('button', { name: 'Download bank request form' }).click());
  await dialog.getByLabel(/I have signed the bank request form/).check();
  await next().click();

  await expect(next('Check input')).toBeDisabled();
  await dialog.getByLabel(/User ID/).fill('SCHNEIDER01');
  await dialog.getByLabel(/Partner ID/).fill('PARTNER4711');
  await next('Check input').click();

  await expect(dialog.getByRole('button', { name: 'Download INI letter' })).toBeVisible();
  await expect(next('Back')).toBeDisabled();
  await expectPdf(page, () => dialog.getByRole('button', { name: 'Download INI letter' }).click());
  await dialog.getByLabel('I have signed the INI letter and sent it to my bank.').check();
  await next().click();

  await expect(dialog.getByRole('progressbar', { name: "Waiting for the bank's activation" })).toBeVisible();
  await next('Close').click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await rowWithLabel(page, 'Vereinskonto')
    .getByRole('button', { name: 'Set up direct debit for Vereinskonto' })
    .click();
  await expect(dialog.getByRole('progressbar', { name: "Waiting for the bank's activation" })).toBeVisible();
  await expect(next('Back')).toBeEnabled();
});

test('signs the contract through the round trip to the bank', async ({ page }) => {
  const policy = await watchPolicy(page);
  await page.goto('/dashboard/company/contract');
  await expect(page.getByTestId('contract-status')).toHaveText('Pending');
  await page.getByRole('button', { name: 'View and sign' }).click();
  const preview = page.getByRole('dialog', { name: 'Contract' });
  // The test browser has no PDF viewer: the dialog offers the file to open instead of a frame.
  await expect(preview.getByTestId('pdf-no-viewer')).toBeVisible();
  await expect(preview.getByRole('link', { name: /open/i })).toHaveAttribute('href', '/assets/contract.pdf');
  await preview.getByRole('button', { name: 'Sign with my bank' }).click();

  await expect(page).toHaveURL(/\/mocks\/pages\/signing-bank\.html/);
  await expect(page.getByText('Merchant services contract')).toBeVisible();
  await page.getByRole('button', { name: 'Sign with my bank' }).click();

  await expect(page).toHaveURL(/\/dashboard\/company\/contract\?code=/);
  const consent = page.getByRole('dialog', { name: 'Complete the signature' });
  await consent.getByRole('button', { name: 'Sign contract' }).click();
  const success = page.getByRole('dialog', { name: 'Contract signed' });
  await expect(success).toBeVisible();
  await expect(success).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/company\/contract$/);
  await expect(page.getByTestId('contract-status')).toHaveText('Completed');
  await expectPdf(page, () => page.getByRole('button', { name: 'Signed contract (PDF)' }).click());
  expect(await policy.violations()).toEqual([]);
});

test('uploads a logo, which then shows in the header', async ({ page }) => {
  await page.goto('/dashboard/company/logo');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/wH+1xJ3WAAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByTestId('logo-dropzone').locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByTestId('logo-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Save logo' }).click();
  await expect(page.getByText('The logo was successfully updated.')).toBeVisible();
  const header = page.getByRole('banner').getByTestId('company-logo');
  await expect(header).toBeVisible();
  expect(await header.evaluate((image) => image.getBoundingClientRect().width)).toBe(50);
});
