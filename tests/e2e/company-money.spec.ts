import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { startDemoSession } from './helpers';
import { watchPolicy } from './policy-watch';
import {
  BANK_PAGE,
  bankRows,
  pickDay,
  rowAction,
  rowWithLabel,
  waitForBankPage,
} from './company-money-helpers';

// Each test opens its own page first: the session alone, so no page loads twice.
test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

test('connects a bank account through the stand-in bank-login widget', async ({ page }) => {
  const policy = await watchPolicy(page);
  await waitForBankPage(page);
  const before = await bankRows(page).count();
  await page.getByRole('button', { name: 'Connect bank accounts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect bank accounts' });
  await expect(dialog.getByText(/This is a test environment/)).toBeVisible();
  const widget = page.frameLocator('iframe[title="Bank login"]');
  const accounts = widget.getByRole('checkbox');
  await expect(accounts.first()).toBeVisible();
  const count = await accounts.count();
  // Grant only the first account the bank found.
  for (let index = 1; index < count; index++) await accounts.nth(index).uncheck();
  await widget.getByRole('button', { name: 'Finish' }).click();
  await expect(widget.getByText('Your bank login is complete.')).toBeVisible();
  await expect(
    dialog.getByText('The bank login is finished. Continue to connect the accounts.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('The bank accounts were connected.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(bankRows(page)).toHaveCount(before + 1);
  expect(await policy.violations()).toEqual([]);
});

test('edits the label of an account', async ({ page }) => {
  await waitForBankPage(page);
  await rowAction(rowWithLabel(page, 'Rücklagen'), page, 'Edit');
  const dialog = page.getByRole('dialog', { name: 'Edit bank account' });
  await dialog.getByLabel('Label').fill('Steuerrücklage');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The bank account was patched.')).toBeVisible();
  await expect(rowWithLabel(page, 'Steuerrücklage')).toHaveCount(1);
  await page.reload();
  await expect(rowWithLabel(page, 'Steuerrücklage')).toHaveCount(1);
});

test('makes another account the default', async ({ page }) => {
  await waitForBankPage(page);
  const row = rowWithLabel(page, 'Rücklagen');
  await expect(row.getByRole('img', { name: 'Default account' })).toHaveCount(0);
  await rowAction(row, page, 'Make default');
  await expect(page.getByText('This is now the default bank account.')).toBeVisible();
  await expect(row.getByRole('img', { name: 'Default account' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Default account' })).toHaveCount(1);
});

test('downloads the transactions of a date range as transactions.csv', async ({ page }) => {
  await waitForBankPage(page);
  await rowAction(rowWithLabel(page, 'Geschäftskonto'), page, 'Download transactions');
  const dialog = page.getByRole('dialog', { name: 'Download transactions' });
  const download = dialog.getByRole('button', { name: 'Download', exact: true });
  await expect(download).toBeDisabled();
  await dialog.getByRole('button', { name: 'Start date' }).click();
  await pickDay(page, '1 October 2026');
  await dialog.getByRole('button', { name: 'End date' }).click();
  await pickDay(page, '31 October 2026');
  await expect(download).toBeEnabled();
  const file = page.waitForEvent('download');
  await download.click();
  const saved = await file;
  expect(saved.suggestedFilename()).toBe('transactions.csv');
  const lines = (await readFile(await saved.path(), 'utf8'))
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('bookingDate;amount;purpose;counterHolder');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toMatch(/^2026-10-\d{2};-?\d+,\d{2};/);
  await expect(page.getByText('The transactions were downloaded.')).toBeVisible();
});

test('shows renew buttons and the special tooltip in the expiring-bank scenario', async ({ page }) => {
  await page.goto(`${BANK_PAGE}?scenario=expiring-bank`);
  await expect(rowWithLabel(page, 'Lastschriftkonto')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Renew the access to/ })).toHaveCount(3);
  const special = rowWithLabel(page, 'Lastschriftkonto');
  await expect(special.locator('[data-status]')).toHaveAttribute('data-status', 'ACTIVE');
  await special.getByTestId('expiry-info').hover();
  await expect(page.getByRole('tooltip')).toContainText('direct debit stays active');
  await expect(
    rowWithLabel(page, 'Spendenkonto').getByText(/^Expires on \d{2}\.\d{2}\.\d{4}$/),
  ).toBeVisible();
  await rowWithLabel(page, 'Altes Konto')
    .getByRole('button', { name: /^Renew the access to/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Connect bank accounts' })).toBeVisible();
});
