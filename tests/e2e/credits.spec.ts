import { expect, test } from '@playwright/test';
import { CREDIT_NOTES, CREDITS, apiGet, customerByMandate, pickCustomer } from './credits-helpers';
import { startDemoSession } from './helpers';
import { openMenu, rows, statusOf } from './payments-helpers';

test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

test('creates a credit for a customer with a SEPA mandate and sees it in the list with its events', async ({
  page,
}) => {
  await page.goto(CREDITS);
  const customer = await customerByMandate(page, true);
  await page.getByRole('button', { name: 'New credit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New credit' });
  await pickCustomer(page, dialog, customer.emailAddress);
  await dialog.getByLabel(/^Amount/).fill('25,40');
  const purpose = `E2E Gutschrift ${Date.now()}`;
  await dialog.getByLabel(/^Purpose/).fill(purpose);
  await dialog.getByRole('button', { name: 'Create credit' }).click();

  await expect(page.getByText('The credit was created.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Search' }).fill(purpose);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row).toContainText('25,40');
  await expect(statusOf(row)).toHaveAttribute('data-status', 'PENDING');
  await expect(row.locator('[data-completion]')).toHaveAttribute('data-completion', '25');

  const menu = await openMenu(page, row);
  await menu.getByRole('menuitem', { name: 'Events', exact: true }).click();
  const events = page.getByRole('dialog', { name: 'Credit events' });
  await expect(events.getByText('Credit created')).toBeVisible();
  await expect(events.getByText('Handed to the bank')).toBeVisible();
  await events.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(events).toBeHidden();
});

test('downloads a credit note as <name>.pdf and opens its detail', async ({ page }) => {
  await page.goto(`${CREDIT_NOTES}?statuses=PAID`);
  const notes = await apiGet<{ _embedded: { creditNotes: { id: string; invoiceNumber?: string }[] } }>(
    page,
    '/creditNotes?size=100&statuses=PAID',
  );
  const note = notes._embedded.creditNotes[0];
  const row = page.locator(`tbody tr[data-row-id="${note?.id ?? ''}"]`);

  const download = page.waitForEvent('download');
  await (await openMenu(page, row)).getByRole('menuitem', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${note?.invoiceNumber ?? ''}.pdf`);
  await expect(page.getByText('Successfully downloaded')).toBeVisible();

  await (await openMenu(page, row)).getByRole('menuitem', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/credit-notes/${note?.id ?? ''}$`));
  const card = page.getByRole('region', { name: 'Credit note' });
  await expect(card).toContainText(note?.invoiceNumber ?? '');
  await expect(page.getByRole('region', { name: 'Credit', exact: true })).toBeVisible();
  await expect(page.getByTestId('detail-timeline')).toContainText('Credit sent');
});
