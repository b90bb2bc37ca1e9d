import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { goInApp, startDemoSession } from './helpers';
import {
  LIST,
  rows,
  statusOf,
  openMenu,
  rowOffering,
  apiPayments,
  firstOfThisMonth,
  newInvoicePayment,
} from './payments-helpers';

// Each test opens its own page first: the session alone, so no page loads twice.
test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

test('filters by state and start date, and a reload shows the same view', async ({ page }) => {
  await page.goto(LIST);
  await expect(rows(page).first()).toBeVisible();
  // The seed's payments are dated from its fixed day: a payment requested today is the one this month.
  const today = await newInvoicePayment(page);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await page.keyboard.press('Escape');
  const start = firstOfThisMonth();
  await page.getByRole('button', { name: 'Start date' }).click();
  await page.getByRole('button', { name: start.label, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`from=${start.iso}`));
  await expect(page).toHaveURL(/states=/);
  const chips = page.getByTestId('filter-chips');
  await expect(chips).toContainText('Pending');
  await expect(chips).toContainText(`from ${start.shown}`);
  await expect(rows(page).first()).toBeVisible();
  const ids = await rows(page).evaluateAll((all) => all.map((row) => row.getAttribute('data-row-id')));
  expect(ids).toContain(today);
  for (const row of await rows(page).all())
    await expect(statusOf(row)).toHaveAttribute('data-status', 'PENDING');

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('filter-chips')).toContainText('Pending');
  await expect(page.getByTestId('filter-chips')).toContainText(`from ${start.shown}`);
  await expect(page.getByRole('button', { name: 'Start date' })).toHaveText(start.shown);
  expect(await rows(page).evaluateAll((all) => all.map((row) => row.getAttribute('data-row-id')))).toEqual(
    ids,
  );

  // The back button restores the view before the date filter.
  await page.goBack();
  await expect(page).not.toHaveURL(/from=/);
  await expect(page.getByTestId('filter-chips')).not.toContainText('from');
});

test('cancels a pending payment with both reasons and it is CANCELLED', async ({ page }) => {
  const payments = await (async () => {
    await page.goto(LIST);
    return apiPayments(page);
  })();
  const target = payments.find(
    (payment) => payment.state === 'PENDING' && !payment.invoice?.internalRef && payment.id,
  );
  expect(target).toBeDefined();
  // The list's search also finds a payment by its id.
  await goInApp(page, `${LIST}?search=${target?.id}`);
  await expect(rows(page)).toHaveCount(1);
  const row = await rowOffering(page, 'Cancel');
  await page.getByRole('menuitem', { name: 'Cancel', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Cancel payment' });
  await dialog.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(dialog.getByText('Purpose is required')).toBeVisible();
  await expect(dialog.getByText('Internal reason is required')).toBeVisible();
  await dialog.getByLabel(/Reason for the customer/).fill('Kurz');
  await dialog.getByLabel(/Internal reason/).fill('Doppelt angelegt im System');
  await dialog.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(dialog.getByText('Use 5 to 60 characters')).toBeVisible();
  await dialog.getByLabel(/Reason for the customer/).fill('Bestellung wurde storniert');
  await dialog.getByRole('button', { name: 'Cancel payment' }).click();

  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(statusOf(row)).toHaveAttribute('data-status', 'CANCELLED');
  await expect(statusOf(row)).toHaveText('Cancelled');
});

test('creates a payment with a PDF invoice and finds it in the list', async ({ page }) => {
  await page.goto(LIST);
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'New payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New payment' });

  await dialog.getByRole('button', { name: 'Create payment' }).click();
  await expect(dialog.getByText('Choose a customer')).toBeVisible();
  await expect(dialog.getByText('Amount is required')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Customer' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel(/^Amount/).fill('49,90');
  const purpose = `E2E Rechnung ${Date.now()}`;
  await dialog.getByLabel(/^Purpose/).fill(purpose);
  await dialog.getByLabel('Attach an invoice (PDF)').check();
  const input = dialog.getByTestId('invoice-dropzone').locator('input[type="file"]');
  await input.setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByText(/Unsupported format/)).toBeVisible();
  await input.setInputFiles({
    name: 'rechnung.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(dialog.getByTestId('invoice-file')).toContainText('rechnung.pdf');
  await expect(dialog.getByText(/Unsupported format/)).toBeHidden();
  await dialog.getByRole('button', { name: 'Create payment' }).dblclick();

  await expect(page.getByText('Transaction created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Search' }).fill(purpose);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(purpose);
  await expect(statusOf(rows(page).first())).toHaveAttribute('data-status', 'PENDING');
  await expect(rows(page).first()).toContainText('49,90');

  // The invoice was uploaded after creating: the events say so.
  const menu = await openMenu(page, rows(page).first());
  await menu.getByRole('menuitem', { name: 'Events' }).click();
  const events = page.getByRole('dialog', { name: 'Payment events' });
  await expect(events.getByText('Created by you')).toBeVisible();
  await expect(events.getByText('Invoice uploaded')).toBeVisible();
});

test('copies a payment link to the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${LIST}?states=${encodeURIComponent('["PENDING"]')}`);
  await expect(rows(page).first()).toBeVisible();
  const row = await rowOffering(page, 'Copy payment link');
  const id = await row.getAttribute('data-row-id');
  await page.getByRole('menuitem', { name: 'Copy payment link' }).click();
  await expect(page.getByText('Payment link copied to the clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^https:\/\//);
  expect(copied).toContain(id ?? 'missing id');
});

test('sends reminders and the events dialog collapses repeats', async ({ page }) => {
  await page.goto(`${LIST}?states=${encodeURIComponent('["PENDING"]')}`);
  await expect(rows(page).first()).toBeVisible();
  const row = await rowOffering(page, 'Send reminder');
  const id = await row.getAttribute('data-row-id');
  const target = rows(page).and(page.locator(`[data-row-id="${id}"]`));
  for (let time = 0; time < 2; time++) {
    if (time > 0) await openMenu(page, target);
    await page.getByRole('menuitem', { name: 'Send reminder' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send reminder' });
    await confirm.getByRole('button', { name: 'Send reminder' }).click();
    await expect(confirm).toBeHidden();
  }
  await expect(page.getByText('Reminder sent successfully').first()).toBeVisible();

  const menu = await openMenu(page, target);
  await menu.getByRole('menuitem', { name: 'Events' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment events' });
  const timeline = dialog.getByTestId('payment-events');
  await expect(timeline).toBeVisible();
  const last = timeline.locator('[data-event-type]').last();
  await expect(last).toHaveAttribute('data-event-type', 'PAYMENT_REMINDER_SENT');
  await expect(last.getByTestId('event-count')).toHaveText(/^\d+ in total$/);
  // Oldest first.
  await expect(timeline.locator('[data-event-type]').first()).toHaveAttribute(
    'data-event-type',
    'CREATED_BY_CREDITOR',
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('opens the detail page of a payment', async ({ page }) => {
  await page.goto(LIST);
  await expect(rows(page).first()).toBeVisible();
  const row = rows(page).first();
  const id = await row.getAttribute('data-row-id');
  const menu = await openMenu(page, row);
  await menu.getByRole('menuitem', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/${id}$`));

  const paymentCard = page.locator('[data-card="payment"]');
  await expect(page.locator('[data-card="debtor"]')).toBeVisible();
  await expect(paymentCard).toBeVisible();
  const timeline = page.getByTestId('detail-timeline');
  await expect(timeline).toBeVisible();
  await timeline.locator('[data-card-ref="payment"]').first().hover();
  await expect(paymentCard).toHaveAttribute('data-highlighted', 'true');
  await paymentCard.getByRole('button', { name: /Metadata/ }).click();
  await expect(paymentCard.getByRole('button', { name: /Metadata/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('shows the invoice of an invoice-related payment with its PDF', async ({ page }) => {
  await page.goto(LIST);
  const target = await newInvoicePayment(page);
  await goInApp(page, `${LIST}/${target}`);
  const invoiceCard = page.locator('[data-card="invoice"]');
  await expect(invoiceCard).toBeVisible();
  const download = page.waitForEvent('download');
  await invoiceCard.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await file.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
