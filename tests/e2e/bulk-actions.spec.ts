import { expect, test, type Page } from '@playwright/test';
import { callApi, INVOICES, rows as invoiceRows } from './invoices-helpers';
import { startDemoSession } from './helpers';
import { LIST, rows } from './payments-helpers';

test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

type Payments = { _embedded: { payments: { id: string; paymentMethod?: string }[] } };
type Events = { _embedded: { paperlessEventsList: { eventType: string }[] } };

/** How many reminders each payment has had, by id. */
const remindersOf = async (page: Page, ids: readonly string[]) =>
  Object.fromEntries(
    await Promise.all(
      ids.map(async (id) => {
        const events = await callApi<Events>(page, 'GET', `/payments/${id}/events`);
        const sent = events._embedded.paperlessEventsList.filter(
          (event) => event.eventType === 'PAYMENT_REMINDER_SENT',
        );
        return [id, sent.length] as const;
      }),
    ),
  );

test('sends a reminder to every matching pending payment once, from "select all"', async ({ page }) => {
  await page.goto(`${LIST}?states=PENDING&size=10`);
  await expect(rows(page).first()).toBeVisible();
  const pending = (await callApi<Payments>(page, 'GET', '/payments?size=1000&states=PENDING'))._embedded
    .payments;
  const remindable = pending.filter((payment) => payment.paymentMethod !== 'DIRECT_DEBIT');
  const before = await remindersOf(
    page,
    pending.map((payment) => payment.id),
  );

  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const bar = page.getByTestId('selection-bar');
  await bar.getByRole('button', { name: `Select all ${pending.length} payments` }).click();
  await expect(bar.getByRole('status')).toHaveText(
    `All ${pending.length} payments that match the filters are selected`,
  );
  await bar.getByRole('button', { name: 'Send reminder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send reminder' });
  await expect(dialog.getByText(`${remindable.length} rows will be processed.`)).toBeVisible();
  // A double click starts one run.
  await dialog.getByRole('button', { name: 'Send reminder' }).dblclick();
  await expect(dialog.getByText(`${remindable.length} rows done.`)).toBeVisible();

  const after = await remindersOf(
    page,
    pending.map((payment) => payment.id),
  );
  for (const payment of pending)
    expect(after[payment.id], payment.id).toBe(
      (before[payment.id] ?? 0) + (payment.paymentMethod === 'DIRECT_DEBIT' ? 0 : 1),
    );
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(bar).toBeHidden();
});

test('deletes three draft invoices and skips a non-draft, saying why', async ({ page }) => {
  await page.goto(`${INVOICES}?size=30`);
  await expect(invoiceRows(page).first()).toBeVisible();
  const drafts = invoiceRows(page).filter({ has: page.locator('[data-status="DRAFT"]') });
  const others = invoiceRows(page).filter({ hasNot: page.locator('[data-status="DRAFT"]') });
  const chosen = [drafts.nth(0), drafts.nth(1), drafts.nth(2), others.nth(0)];
  const ids = await Promise.all(chosen.map((row) => row.getAttribute('data-row-id')));
  for (const row of chosen.slice(0, 3)) await row.getByRole('checkbox').check();
  // Space toggles the focused row's checkbox.
  const other = others.nth(0).getByRole('checkbox');
  await other.focus();
  await page.keyboard.press('Space');
  await expect(other).toBeChecked();

  await page.getByTestId('selection-bar').getByRole('button', { name: 'Delete drafts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete drafts' });
  await expect(dialog.getByText('3 rows will be processed.')).toBeVisible();
  await expect(dialog.getByText('Not a draft: only drafts can be deleted (1)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete drafts' }).click();
  await expect(dialog.getByText('3 rows done.')).toBeVisible();
  await expect(dialog.getByText('1 row skipped.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // The list reloads without the deleted drafts; the skipped invoice stays.
  for (const id of ids.slice(0, 3)) await expect(page.locator(`tr[data-row-id="${id}"]`)).toHaveCount(0);
  await expect(page.locator(`tr[data-row-id="${ids[3]}"]`)).toBeVisible();
});

test('the same bulk reminder started in two tabs at once runs in one: one reminder per payment', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  const tabs = [page, other];
  const url = `${LIST}?states=PENDING&size=10`;
  for (const tab of tabs) {
    await tab.goto(url);
    await expect(rows(tab).first()).toBeVisible();
  }
  const ids = await rows(page).evaluateAll((shown) =>
    shown.map((row) => row.getAttribute('data-row-id') ?? ''),
  );
  // Each tab's mock backend is its own copy of the data: together they are what the server got.
  const before = await Promise.all(tabs.map((tab) => remindersOf(tab, ids)));
  const dialogs = [];
  for (const tab of tabs) {
    // Each reminder takes a second, so the two runs overlap however the machine schedules them.
    await tab.evaluate(() => window.__mockBackend?.setFault('sendPaymentReminder', { latencyMs: 1000 }));
    await tab.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await tab.getByTestId('selection-bar').getByRole('button', { name: 'Send reminder' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Send reminder' });
    await expect(dialog.getByText(/rows? will be processed\./)).toBeVisible();
    dialogs.push(dialog);
  }
  await Promise.all(dialogs.map((dialog) => dialog.getByRole('button', { name: 'Send reminder' }).click()));

  const busy =
    'This action is already running in another tab or window. Nothing was sent: please wait until it has finished.';
  const outcomes = await Promise.all(
    dialogs.map(async (dialog) => {
      const done = dialog.getByText(/rows? done\./).or(dialog.getByText(busy));
      await expect(done).toBeVisible();
      return (await done.textContent())?.includes('done') ? 'ran' : 'busy';
    }),
  );
  expect(outcomes.toSorted()).toEqual(['busy', 'ran']);
  const after = await Promise.all(tabs.map((tab) => remindersOf(tab, ids)));
  const sent = Object.fromEntries(
    ids.map((id) => [
      id,
      tabs.reduce((sum, _, tab) => sum + (after[tab]?.[id] ?? 0) - (before[tab]?.[id] ?? 0), 0),
    ]),
  );
  const payments = (await callApi<Payments>(page, 'GET', '/payments?size=1000&states=PENDING'))._embedded
    .payments;
  const remindable = new Set(
    payments.filter((payment) => payment.paymentMethod !== 'DIRECT_DEBIT').map((payment) => payment.id),
  );
  expect(sent).toEqual(Object.fromEntries(ids.map((id) => [id, remindable.has(id) ? 1 : 0])));
  expect(Object.values(sent).some((count) => count === 1)).toBe(true);
});
