import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiGet } from './credits-helpers';
import { startDemoSession } from './helpers';
import { LIST, rows } from './payments-helpers';

test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

test('exports the filtered payments in the German spreadsheet preset, one row per payment the API counts', async ({
  page,
}) => {
  await page.goto(`${LIST}?states=PENDING`);
  await expect(rows(page).first()).toBeVisible();
  const { page: paging } = await apiGet<{ page: { totalElements: number } }>(
    page,
    '/payments?size=1&states=PENDING',
  );

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export: Payments' });
  await dialog.getByRole('radio', { name: /Spreadsheet \(German settings\)/ }).check();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(dialog.getByRole('status')).toContainText(`${paging.totalElements} rows were exported`);

  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Status;Customer;Purpose;Amount (EUR);Payment method;Created;Progress;ID;Customer ID',
  );
  expect(lines).toHaveLength(paging.totalElements + 1);
  for (const line of lines.slice(1)) expect(line).toMatch(/^Pending;.*;-?\d+,\d{2};/);
});
