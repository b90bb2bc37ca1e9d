import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startDemoSession } from './helpers';
import { apiInvoices, callApi, INVOICES, openMenu, rowOf, rows } from './invoices-helpers';

test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

test('deletes a draft from the row menu after a confirmation naming customer and amount', async ({
  page,
}) => {
  await page.goto(`${INVOICES}?statuses=DRAFT`);
  const { _embedded } = await apiInvoices(page, 'statuses=DRAFT&size=1&sort=createdDateTimeUTC,desc');
  const draft = _embedded.invoices[0];
  expect(draft).toBeDefined();
  const row = rowOf(page, draft?.id ?? '');
  await openMenu(page, row);
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Delete draft invoice' });
  await expect(dialog).toContainText(`${draft?.debitor?.firstName} ${draft?.debitor?.lastName}`);
  const amount = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(
    draft?.total ?? 0,
  );
  await expect(dialog).toContainText(amount);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(page.getByText('Invoice successfully deleted.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
});

test("downloads an open invoice's PDF from the row menu", async ({ page }) => {
  await page.goto(`${INVOICES}?statuses=OPEN`);
  const row = rows(page).first();
  await openMenu(page, row);
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download PDF', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^RE-\d{4}-\d+\.pdf$/);
  await expect(page.getByText('PDF successfully downloaded.')).toBeVisible();
});

test("opens an invoice's detail and follows a reference to its cancellation invoice", async ({ page }) => {
  await page.goto(`${INVOICES}?statuses=CANCELLED`);
  const { _embedded } = await apiInvoices(page, 'statuses=CANCELLED&size=100');
  const original = _embedded.invoices.find((invoice) => invoice.invoiceType === 'INVOICE');
  expect(original).toBeDefined();
  await openMenu(page, rowOf(page, original?.id ?? ''));
  await page.getByRole('menuitem', { name: 'Details', exact: true }).click();

  await expect(page.getByRole('heading', { name: `Invoice ${original?.invoiceNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Debtor' })).toBeVisible();
  // The first related invoice (a cancellation or corrective one), then back to the original.
  const related = page.getByRole('region', { name: 'Related invoices' }).getByRole('row').nth(1);
  const type = (await related.getByRole('link').textContent()) ?? '';
  const number = (await related.getByRole('cell').nth(1).textContent()) ?? '';
  await related.getByRole('link').click();

  await expect(page.getByRole('heading', { name: `${type} ${number}` })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`${original?.id}$`));
  const back = page
    .getByRole('region', { name: 'Related invoices' })
    .getByRole('link', { name: 'Invoice', exact: true });
  await back.click();
  await expect(page.getByRole('heading', { name: `Invoice ${original?.invoiceNumber}` })).toBeVisible();
});

test('exports the chosen invoices as invoice-export.csv with formula cells neutralised', async ({ page }) => {
  await page.goto(`${INVOICES}?statuses=PAID`);
  // A customer whose name would run as a formula in a spreadsheet.
  const { _embedded, page: paging } = await apiInvoices(page, 'statuses=PAID&size=1');
  const paid = _embedded.invoices[0];
  const customerId = paid?.debitor?.id ?? '';
  const customer = await callApi<Record<string, unknown>>(page, 'GET', `/debitors/${customerId}`);
  await callApi(page, 'PUT', `/debitors/${customerId}`, {
    type: customer.type,
    paymentMethod: customer.paymentMethod,
    emailAddress: customer.emailAddress,
    firstName: customer.firstName,
    lastName: '=HYPERLINK("http://evil.example")',
    companyName: customer.companyName,
    address: customer.address,
  });

  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export invoices' });
  await dialog.getByRole('button', { name: 'Start export' }).click();
  await expect(
    dialog.getByText(`${paging.totalElements} invoices are ready to download as invoice-export.csv.`),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('invoice-export.csv');

  // The spec's format by default: every value in single quotes, comma separated.
  const lines = readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    "'Creation date','Invoice number','State','Amount','Debtor e-mail','First name','Name'," +
      "'Company name','Street and house number','ZIP code','City','Country','Payment state','Payment method'",
  );
  expect(lines).toHaveLength(paging.totalElements + 1);
  const row = lines.find((line) => line.includes(`,'${paid?.invoiceNumber}',`));
  expect(row).toContain(
    `'${paid?.createdDateTimeUTC.slice(0, 10)}','${paid?.invoiceNumber}','Paid','${paid?.total.toFixed(2)}',`,
  );
  expect(row).toContain(`,'''=HYPERLINK("http://evil.example")',`);
  lines.slice(1).forEach((line) => expect(line).toMatch(/^'[^']*','[^']*','Paid','[^']*',/));
  expect(lines.filter((line) => /(^|,)'=/.test(line))).toEqual([]);
});
