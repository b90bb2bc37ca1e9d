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

test("exports the selected payments in the standard single-quoted file, the list's default", async ({
  page,
}) => {
  await page.goto(`${LIST}?states=PENDING`);
  await expect(rows(page).first()).toBeVisible();
  const chosen = [rows(page).nth(0), rows(page).nth(2)];
  const ids = await Promise.all(chosen.map(async (row) => (await row.getAttribute('data-row-id')) ?? ''));
  for (const row of chosen) await row.getByRole('checkbox').check();

  await page.getByTestId('selection-bar').getByRole('button', { name: 'Export selection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export: Payments' });
  await expect(dialog.getByText('The file holds the selected rows')).toBeVisible();
  await expect(
    dialog.getByRole('radio', { name: /CSV, every value in single quotes \(standard\)/ }),
  ).toBeChecked();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Start export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(dialog.getByRole('status')).toContainText('2 rows were exported');

  // Commas, every value in single quotes, decimal points, ISO days, no byte order mark.
  const text = (await readFile(await file.path())).toString('utf8');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    "'Status','Customer','Purpose','Amount (EUR)','Payment method','Created','Progress','ID','Customer ID'",
  );
  expect(lines).toHaveLength(3);
  type Payment = { id: string; amount: number; debitorRef?: string; createdDateTimeUTC: string };
  for (const [index, id] of ids.entries()) {
    const payment = await apiGet<Payment>(page, `/payments/${id}`);
    const cells = (lines[index + 1] ?? '').slice(1, -1).split("','");
    expect(cells).toHaveLength(9);
    expect(cells[0]).toBe('Pending');
    expect(cells[3]).toBe(payment.amount.toFixed(2));
    expect(cells[5]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cells.slice(7)).toEqual([id, payment.debitorRef ?? '']);
  }
});
