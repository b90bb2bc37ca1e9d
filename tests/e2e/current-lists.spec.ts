/** Lists that stay current and saved views (docs/screens.md, Current lists and saved views). */
import { expect, test, type Page } from '@playwright/test';
import { goInApp, openApp, signIn, startDemoSession } from './helpers';
import { LIST, rows, statusOf, table } from './payments-helpers';

test.beforeEach(async ({ page }) => {
  await startDemoSession(page);
});

/** Creates a payment through the mock's API, as another member of staff would; resolves with its id. */
const createPayment = (page: Page, purpose: string) =>
  page.evaluate(async (text) => {
    const session = JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token?: string };
    const headers = {
      Authorization: `Bearer ${session.token ?? ''}`,
      Accept: 'application/json',
      'Content-Type': 'application/json',
    };
    const customers = (await (await fetch('http://localhost:4010/debitors?size=50', { headers })).json()) as {
      _embedded: { debitors: { id: string; paymentMethod: string }[] };
    };
    const customer = customers._embedded.debitors.find(
      (candidate) => candidate.paymentMethod === 'ONLINE_PAYMENT',
    );
    const response = await fetch('http://localhost:4010/payments', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        amount: 12.5,
        purpose: text,
        paymentType: 'PAYMENT_REQUEST',
        paymentMethod: 'ONLINE_PAYMENT',
        debitorId: customer?.id,
      }),
    });
    return ((await response.json()) as { id: string }).id;
  }, purpose);

const viewsMenu = (page: Page) => page.getByTestId('views-menu');

/** Opens the payments and picks one of their own views. */
const openWithView = async (page: Page, name: string) => {
  await openApp(page, LIST);
  await expect(rows(page).first()).toBeVisible();
  await viewsMenu(page).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(viewsMenu(page)).toHaveText(`View: ${name}`);
};

test('a payment created while the list is open is offered as 1 new payment and shown on a click', async ({
  page,
}) => {
  // The page's clock runs as usual; the test moves it on instead of waiting two minutes.
  await page.clock.install();
  await openApp(page, LIST);
  await expect(rows(page).first()).toBeVisible();
  const shownFirst = await rows(page).first().getAttribute('data-row-id');
  const id = await createPayment(page, 'Brotabo Dezember, eben angelegt');

  await page.clock.fastForward('02:30');
  const notice = page.getByRole('button', { name: '1 new payment', exact: true });
  await expect(notice).toBeVisible();
  // Not inserted under the user's cursor: the rows stay where they were.
  await expect(rows(page).first()).toHaveAttribute('data-row-id', shownFirst ?? '');
  await expect(page.locator(`[data-row-id="${id}"]`)).toHaveCount(0);

  await notice.click();
  await expect(rows(page).first()).toHaveAttribute('data-row-id', id);
  await expect(rows(page).first()).toContainText('Brotabo Dezember, eben angelegt');
  await expect(notice).toBeHidden();
});

test('a saved view survives a reload and a new sign-in, and opens from its link in a new tab', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page, `${LIST}?states=${encodeURIComponent('["ERROR","CHARGED_BACK"]')}`);
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByTestId('column-menu').getByRole('checkbox', { name: 'Purpose' }).uncheck();
  await page.keyboard.press('Escape');
  const purpose = table(page).getByRole('columnheader', { name: 'Purpose' });
  await expect(purpose).toBeHidden();

  await viewsMenu(page).click();
  await page.getByRole('menuitem', { name: 'Save current view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Problems');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(viewsMenu(page)).toHaveText('View: Problems');

  await page.reload();
  await expect(viewsMenu(page)).toHaveText('View: Problems');

  // A new sign-in: the list's columns are back (logout clears them), the view is not gone.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await goInApp(page, LIST);
  await expect(rows(page).first()).toBeVisible();
  await expect(purpose).toBeVisible();
  await viewsMenu(page).click();
  await page.getByRole('menuitem', { name: 'Problems' }).click();
  await expect(page).toHaveURL(/states=/);
  await expect(purpose).toBeHidden();
  await expect(viewsMenu(page)).toHaveText('View: Problems');

  await viewsMenu(page).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // This tab shows the purpose again; the link still carries the view's columns.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByTestId('column-menu').getByRole('checkbox', { name: 'Purpose' }).check();
  await page.keyboard.press('Escape');

  const tab = await context.newPage();
  await tab.goto(link);
  await expect(rows(tab).first()).toBeVisible();
  await expect(table(tab).getByRole('columnheader', { name: 'Purpose' })).toBeHidden();
  await expect(viewsMenu(tab)).toHaveText('View: Problems');
  for (const status of await statusOf(rows(tab)).all())
    expect(['ERROR', 'CHARGED_BACK']).toContain(await status.getAttribute('data-status'));
});

test('a default view opens the list with its filters', async ({ page }) => {
  await openWithView(page, 'Failed or charged back');
  await viewsMenu(page).click();
  await page.getByRole('menuitem', { name: 'Open the list with this view' }).click();

  await goInApp(page, '/dashboard/home');
  await expect(page.getByTestId('home-tiles')).toBeVisible();
  await goInApp(page, LIST);
  await expect(page).toHaveURL(/states=/);
  await expect(viewsMenu(page)).toHaveText('View: Failed or charged back');
  await expect(rows(page).first()).toBeVisible();
  for (const status of await statusOf(rows(page)).all())
    expect(['ERROR', 'ABORTED', 'CHARGED_BACK']).toContain(await status.getAttribute('data-status'));
});

test('the view of pending direct debits shows only those, filtered by the server', async ({ page }) => {
  await openWithView(page, 'Pending direct debits');
  await expect(page).toHaveURL(/methods=.*DIRECT_DEBIT/);
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) {
    await expect(statusOf(row)).toHaveAttribute('data-status', 'PENDING');
    await expect(row).toContainText('Direct debit');
  }
});

test('back from a payment, the list is as it was: scrolled, with its selection', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openApp(page, `${LIST}?size=30`);
  await expect(rows(page).nth(15)).toBeVisible();
  const row = rows(page).nth(12);
  await row.scrollIntoViewIfNeeded();
  await row.getByRole('checkbox').check();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);

  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Details', exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/[^/?]+$/);
  await expect(page.getByRole('region', { name: 'Payment' })).toBeVisible();
  // Away, nothing of the list is in the page.
  await expect(table(page)).toHaveCount(0);

  await page.goBack();
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: /^1 payment selected/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});
