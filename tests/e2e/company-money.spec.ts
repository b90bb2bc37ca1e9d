import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { startDemoSession } from './helpers';
import { watchPolicy } from './policy-watch';
import { bankRows, pickDay, rowAction, rowWithLabel, waitForBankPage } from './company-money-helpers';

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
